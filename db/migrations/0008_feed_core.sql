DROP INDEX `posts_created_idx`;--> statement-breakpoint
ALTER TABLE `posts` ADD `fire_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `mind_blown_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`created_at`,`id`);