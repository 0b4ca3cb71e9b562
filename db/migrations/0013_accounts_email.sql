CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`purpose` text NOT NULL,
	`text_version` text NOT NULL,
	`granted` integer NOT NULL,
	`at` integer NOT NULL,
	CONSTRAINT "consents_subject_kind_ck" CHECK("consents"."subject_kind" in ('member', 'voter')),
	CONSTRAINT "consents_purpose_ck" CHECK("consents"."purpose" in ('contact', 'marketing'))
);
--> statement-breakpoint
CREATE INDEX `consents_subject_idx` ON `consents` (`subject_kind`,`subject_id`,`purpose`,`at`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`vote_id` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_ck" CHECK("email_tokens"."purpose" in ('password_reset', 'email_confirm', 'coupon_confirm', 'fan_data'))
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `email_tokens_vote_idx` ON `email_tokens` (`vote_id`);--> statement-breakpoint
CREATE INDEX `email_tokens_expires_idx` ON `email_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `email_hash` text;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `email_confirmed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `tshirt_votes_confirmed_email_uq` ON `tshirt_poll_votes` (`poll_id`,`email_hash`) WHERE "tshirt_poll_votes"."email_confirmed_at" is not null;
--> statement-breakpoint
-- Accounts made before e-mail confirmation existed keep every right they had: their e-mail counts as confirmed.
UPDATE `users` SET `email_confirmed_at` = `created_at`;
--> statement-breakpoint
-- Votes cast before coupons were confirmed by e-mail stay in the draw they were promised.
UPDATE `tshirt_poll_votes` SET `email_confirmed_at` = `created_at`;
