DROP INDEX `profiles_username_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_username_lower_uq` ON `profiles` (lower("username"));--> statement-breakpoint
ALTER TABLE `profiles` DROP COLUMN `whatsapp`;--> statement-breakpoint
DROP INDEX `users_email_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_uq` ON `users` (lower("email"));--> statement-breakpoint
ALTER TABLE `sessions` ADD `absolute_expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `created_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);