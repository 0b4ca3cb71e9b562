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
	CONSTRAINT "notifications_type_ck" CHECK("__new_notifications"."type" in ('like','comment','follow','poll_vote','moderation','live','mention','message','post'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count") SELECT "id", "user_id", "from_user_id", "type", "title", "message", "is_read", "created_at", "post_id", "group_key", "actor_count" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_uq` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
CREATE TABLE `__new_push_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`messages` integer DEFAULT true NOT NULL,
	`mentions` integer DEFAULT true NOT NULL,
	`followers` integer DEFAULT true NOT NULL,
	`lives` integer DEFAULT true NOT NULL,
	`posts` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "push_preferences_bool_ck" CHECK("__new_push_preferences"."messages" in (0,1) and "__new_push_preferences"."mentions" in (0,1) and "__new_push_preferences"."followers" in (0,1) and "__new_push_preferences"."lives" in (0,1) and "__new_push_preferences"."posts" in (0,1))
);
--> statement-breakpoint
INSERT INTO `__new_push_preferences`("user_id", "messages", "mentions", "followers", "lives", "posts") SELECT "user_id", "messages", "mentions", "followers", "lives", 1 FROM `push_preferences`;--> statement-breakpoint
DROP TABLE `push_preferences`;--> statement-breakpoint
ALTER TABLE `__new_push_preferences` RENAME TO `push_preferences`;