ALTER TABLE `tshirt_poll_votes` ADD `indexed_at` integer;--> statement-breakpoint
-- Votes already holding their search rows (written in the vote's batch before 0018), and purged votes
-- (nothing left to index), are done; the rest — stored before the index existed — wait for the indexer,
-- which has the search key a migration lacks. Marked before the index is built, so it starts small.
UPDATE `tshirt_poll_votes` SET `indexed_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE `purged_at` IS NOT NULL OR `id` IN (SELECT `vote_id` FROM `artist_voter_index`);--> statement-breakpoint
CREATE INDEX `tshirt_votes_unindexed_idx` ON `tshirt_poll_votes` (`id`) WHERE "tshirt_poll_votes"."indexed_at" is null;
