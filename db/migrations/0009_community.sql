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
CREATE INDEX `post_poll_options_poll_idx` ON `post_poll_options` (`poll_id`,`option_order`);