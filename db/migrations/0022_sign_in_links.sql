PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`vote_id` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_ck" CHECK("__new_email_tokens"."purpose" in ('password_reset', 'email_confirm', 'coupon_confirm', 'fan_data', 'sign_in'))
);
--> statement-breakpoint
INSERT INTO `__new_email_tokens`("id", "purpose", "user_id", "vote_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "user_id", "vote_id", "expires_at", "used_at", "created_at" FROM `email_tokens`;--> statement-breakpoint
DROP TABLE `email_tokens`;--> statement-breakpoint
ALTER TABLE `__new_email_tokens` RENAME TO `email_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `email_tokens_vote_idx` ON `email_tokens` (`vote_id`);--> statement-breakpoint
CREATE INDEX `email_tokens_expires_idx` ON `email_tokens` (`expires_at`);