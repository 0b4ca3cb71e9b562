CREATE TABLE `reputation_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_key` text NOT NULL,
	`actor_id` text NOT NULL,
	`day` integer NOT NULL,
	`points` integer NOT NULL,
	`coins` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reputation_ledger_kind_ck" CHECK("reputation_ledger"."kind" in ('post','reaction_received','comment_received','poll_vote_received'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reputation_ledger_source_uq` ON `reputation_ledger` (`user_id`,`kind`,`source_key`);--> statement-breakpoint
CREATE INDEX `reputation_ledger_day_idx` ON `reputation_ledger` (`user_id`,`day`,`kind`);--> statement-breakpoint
CREATE INDEX `reputation_ledger_actor_day_idx` ON `reputation_ledger` (`user_id`,`actor_id`,`day`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `post_id` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `group_key` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `actor_count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);