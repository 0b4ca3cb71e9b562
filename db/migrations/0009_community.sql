CREATE TABLE `media_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`conversation_id` text,
	`status` text NOT NULL,
	`max_bytes` integer NOT NULL,
	`media_key` text,
	`mime` text,
	`media_type` text,
	`size` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "media_uploads_purpose_ck" CHECK("media_uploads"."purpose" in ('post','message')),
	CONSTRAINT "media_uploads_status_ck" CHECK("media_uploads"."status" in ('pending','uploading','ready'))
);
--> statement-breakpoint
CREATE INDEX `media_uploads_user_idx` ON `media_uploads` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `media_uploads_created_idx` ON `media_uploads` (`created_at`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
CREATE INDEX `post_poll_options_poll_idx` ON `post_poll_options` (`poll_id`,`option_order`);