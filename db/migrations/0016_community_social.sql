CREATE TABLE `follows` (
	`follower_id` text NOT NULL,
	`followee_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`follower_id`, `followee_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`followee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_followee_idx` ON `follows` (`followee_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `member_terms` (
	`term` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`term`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_terms_user_idx` ON `member_terms` (`user_id`);--> statement-breakpoint
CREATE TABLE `post_terms` (
	`term` text NOT NULL,
	`created_at` integer NOT NULL,
	`post_id` text NOT NULL,
	PRIMARY KEY(`term`, `created_at`, `post_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_terms_post_idx` ON `post_terms` (`post_id`);--> statement-breakpoint
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
	CONSTRAINT "notifications_type_ck" CHECK("__new_notifications"."type" in ('like','comment','follow','poll_vote','moderation','live','mention','message'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count") SELECT "id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
ALTER TABLE `comments` ADD `edited_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `edited_at` integer;--> statement-breakpoint
ALTER TABLE `tags` ADD `created_by` text REFERENCES users(id) ON DELETE set null;