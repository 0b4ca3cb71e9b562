CREATE TABLE `blocks` (
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blocks_blocked_idx` ON `blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `raffle_claims` (
	`coupon` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`round` integer NOT NULL,
	`claimed_at` integer NOT NULL,
	`email_hash` text NOT NULL,
	`bronze_until` integer NOT NULL,
	`bronze_user_id` text,
	`bronze_outcome` text,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `raffle_claims_email_idx` ON `raffle_claims` (`email_hash`);--> statement-breakpoint
CREATE TABLE `raffle_rounds` (
	`poll_id` text NOT NULL,
	`round` integer NOT NULL,
	`seed` text NOT NULL,
	`list_sha256` text NOT NULL,
	`coupon_count` integer NOT NULL,
	`winners` text NOT NULL,
	`drawn_at` integer NOT NULL,
	`claim_deadline` integer NOT NULL,
	PRIMARY KEY(`poll_id`, `round`),
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
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
ALTER TABLE `profiles` ADD `show_online` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `who_can_message` text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `name_sealed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `purged_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `engagement` integer GENERATED ALWAYS AS (likes_count + fire_count + mind_blown_count + 2 * comments_count + 3 * shares_count) VIRTUAL;--> statement-breakpoint
ALTER TABLE `posts` ADD `trending_score` real GENERATED ALWAYS AS ((CASE WHEN engagement < 1 THEN 0 + ((1 + engagement) * 1.0 / 1 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 1 - 1) * (1 - ((1 + engagement) * 1.0 / 1 - 1)) WHEN engagement < 3 THEN 1 + ((1 + engagement) * 1.0 / 2 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 2 - 1) * (1 - ((1 + engagement) * 1.0 / 2 - 1)) WHEN engagement < 7 THEN 2 + ((1 + engagement) * 1.0 / 4 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 4 - 1) * (1 - ((1 + engagement) * 1.0 / 4 - 1)) WHEN engagement < 15 THEN 3 + ((1 + engagement) * 1.0 / 8 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 8 - 1) * (1 - ((1 + engagement) * 1.0 / 8 - 1)) WHEN engagement < 31 THEN 4 + ((1 + engagement) * 1.0 / 16 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 16 - 1) * (1 - ((1 + engagement) * 1.0 / 16 - 1)) WHEN engagement < 63 THEN 5 + ((1 + engagement) * 1.0 / 32 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 32 - 1) * (1 - ((1 + engagement) * 1.0 / 32 - 1)) WHEN engagement < 127 THEN 6 + ((1 + engagement) * 1.0 / 64 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 64 - 1) * (1 - ((1 + engagement) * 1.0 / 64 - 1)) WHEN engagement < 255 THEN 7 + ((1 + engagement) * 1.0 / 128 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 128 - 1) * (1 - ((1 + engagement) * 1.0 / 128 - 1)) WHEN engagement < 511 THEN 8 + ((1 + engagement) * 1.0 / 256 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 256 - 1) * (1 - ((1 + engagement) * 1.0 / 256 - 1)) WHEN engagement < 1023 THEN 9 + ((1 + engagement) * 1.0 / 512 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 512 - 1) * (1 - ((1 + engagement) * 1.0 / 512 - 1)) WHEN engagement < 2047 THEN 10 + ((1 + engagement) * 1.0 / 1024 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 1024 - 1) * (1 - ((1 + engagement) * 1.0 / 1024 - 1)) WHEN engagement < 4095 THEN 11 + ((1 + engagement) * 1.0 / 2048 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 2048 - 1) * (1 - ((1 + engagement) * 1.0 / 2048 - 1)) WHEN engagement < 8191 THEN 12 + ((1 + engagement) * 1.0 / 4096 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 4096 - 1) * (1 - ((1 + engagement) * 1.0 / 4096 - 1)) WHEN engagement < 16383 THEN 13 + ((1 + engagement) * 1.0 / 8192 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 8192 - 1) * (1 - ((1 + engagement) * 1.0 / 8192 - 1)) WHEN engagement < 32767 THEN 14 + ((1 + engagement) * 1.0 / 16384 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 16384 - 1) * (1 - ((1 + engagement) * 1.0 / 16384 - 1)) WHEN engagement < 65535 THEN 15 + ((1 + engagement) * 1.0 / 32768 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 32768 - 1) * (1 - ((1 + engagement) * 1.0 / 32768 - 1)) WHEN engagement < 131071 THEN 16 + ((1 + engagement) * 1.0 / 65536 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 65536 - 1) * (1 - ((1 + engagement) * 1.0 / 65536 - 1)) WHEN engagement < 262143 THEN 17 + ((1 + engagement) * 1.0 / 131072 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 131072 - 1) * (1 - ((1 + engagement) * 1.0 / 131072 - 1)) WHEN engagement < 524287 THEN 18 + ((1 + engagement) * 1.0 / 262144 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 262144 - 1) * (1 - ((1 + engagement) * 1.0 / 262144 - 1)) WHEN engagement < 1048575 THEN 19 + ((1 + engagement) * 1.0 / 524288 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 524288 - 1) * (1 - ((1 + engagement) * 1.0 / 524288 - 1)) WHEN engagement < 2097151 THEN 20 + ((1 + engagement) * 1.0 / 1048576 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 1048576 - 1) * (1 - ((1 + engagement) * 1.0 / 1048576 - 1)) WHEN engagement < 4194303 THEN 21 + ((1 + engagement) * 1.0 / 2097152 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 2097152 - 1) * (1 - ((1 + engagement) * 1.0 / 2097152 - 1)) WHEN engagement < 8388607 THEN 22 + ((1 + engagement) * 1.0 / 4194304 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 4194304 - 1) * (1 - ((1 + engagement) * 1.0 / 4194304 - 1)) WHEN engagement < 16777215 THEN 23 + ((1 + engagement) * 1.0 / 8388608 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 8388608 - 1) * (1 - ((1 + engagement) * 1.0 / 8388608 - 1)) WHEN engagement < 33554431 THEN 24 + ((1 + engagement) * 1.0 / 16777216 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 16777216 - 1) * (1 - ((1 + engagement) * 1.0 / 16777216 - 1)) WHEN engagement < 67108863 THEN 25 + ((1 + engagement) * 1.0 / 33554432 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 33554432 - 1) * (1 - ((1 + engagement) * 1.0 / 33554432 - 1)) WHEN engagement < 134217727 THEN 26 + ((1 + engagement) * 1.0 / 67108864 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 67108864 - 1) * (1 - ((1 + engagement) * 1.0 / 67108864 - 1)) WHEN engagement < 268435455 THEN 27 + ((1 + engagement) * 1.0 / 134217728 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 134217728 - 1) * (1 - ((1 + engagement) * 1.0 / 134217728 - 1)) WHEN engagement < 536870911 THEN 28 + ((1 + engagement) * 1.0 / 268435456 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 268435456 - 1) * (1 - ((1 + engagement) * 1.0 / 268435456 - 1)) WHEN engagement < 1073741823 THEN 29 + ((1 + engagement) * 1.0 / 536870912 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 536870912 - 1) * (1 - ((1 + engagement) * 1.0 / 536870912 - 1)) WHEN engagement < 2147483647 THEN 30 + ((1 + engagement) * 1.0 / 1073741824 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 1073741824 - 1) * (1 - ((1 + engagement) * 1.0 / 1073741824 - 1)) WHEN engagement < 4294967295 THEN 31 + ((1 + engagement) * 1.0 / 2147483648 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 2147483648 - 1) * (1 - ((1 + engagement) * 1.0 / 2147483648 - 1)) WHEN engagement < 8589934591 THEN 32 + ((1 + engagement) * 1.0 / 4294967296 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 4294967296 - 1) * (1 - ((1 + engagement) * 1.0 / 4294967296 - 1)) WHEN engagement < 17179869183 THEN 33 + ((1 + engagement) * 1.0 / 8589934592 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 8589934592 - 1) * (1 - ((1 + engagement) * 1.0 / 8589934592 - 1)) WHEN engagement < 34359738367 THEN 34 + ((1 + engagement) * 1.0 / 17179869184 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 17179869184 - 1) * (1 - ((1 + engagement) * 1.0 / 17179869184 - 1)) WHEN engagement < 68719476735 THEN 35 + ((1 + engagement) * 1.0 / 34359738368 - 1) + 0.3466 * ((1 + engagement) * 1.0 / 34359738368 - 1) * (1 - ((1 + engagement) * 1.0 / 34359738368 - 1)) ELSE 36 END) + created_at / 86400000.0) VIRTUAL;--> statement-breakpoint
CREATE INDEX `posts_trending_idx` ON `posts` (`trending_score`,`id`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `post_id` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `group_key` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `actor_count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
CREATE INDEX `post_poll_options_poll_idx` ON `post_poll_options` (`poll_id`,`option_order`);