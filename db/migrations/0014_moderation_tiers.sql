CREATE TABLE `moderation_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`member_id` text,
	`action` text NOT NULL,
	`detail` text,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "moderation_actions_target_type_ck" CHECK("moderation_actions"."target_type" in ('post','comment','message','member')),
	CONSTRAINT "moderation_actions_action_ck" CHECK("moderation_actions"."action" in ('remove','warn','suspend','dismiss','unsuspend','pin','unpin'))
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_target_idx` ON `moderation_actions` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_actions_member_idx` ON `moderation_actions` (`member_id`,`action`);--> statement-breakpoint
CREATE TABLE `mutes` (
	`muter_id` text NOT NULL,
	`muted_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`muter_id`, `muted_id`),
	FOREIGN KEY (`muter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`muted_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mutes_muted_idx` ON `mutes` (`muted_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`target_author_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	`resolution_id` text,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reports_target_type_ck" CHECK("reports"."target_type" in ('post','comment','message','member')),
	CONSTRAINT "reports_reason_ck" CHECK("reports"."reason" in ('spam','harassment','inappropriate','scam','other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_target_uq` ON `reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_author_idx` ON `reports` (`target_author_id`);--> statement-breakpoint
CREATE TABLE `lives` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`url` text NOT NULL,
	`created_at` integer NOT NULL,
	`canceled_at` integer,
	`announced_at` integer,
	CONSTRAINT "lives_url_ck" CHECK("lives"."url" like 'https://%')
);
--> statement-breakpoint
CREATE INDEX `lives_starts_idx` ON `lives` (`starts_at`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tier_rank` integer DEFAULT 0 NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	`reply` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_requests_open_idx` ON `support_requests` (`answered_at`,`tier_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_requests_user_idx` ON `support_requests` (`user_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`from_user_id` text,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`post_id` text,
	`group_key` text,
	`actor_count` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_type_ck" CHECK("__new_notifications"."type" in ('like','comment','follow','poll_vote','moderation','live'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count") SELECT "id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `custom_badge` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `visibility` text DEFAULT 'all' NOT NULL CONSTRAINT "posts_visibility_ck" CHECK("visibility" in ('all','prata','ouro'));--> statement-breakpoint
ALTER TABLE `posts` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `pinned_at` integer;--> statement-breakpoint
CREATE INDEX `posts_pinned_idx` ON `posts` (`pinned_at`) WHERE "posts"."pinned_at" is not null;--> statement-breakpoint
ALTER TABLE `messages` ADD `removed_at` integer;