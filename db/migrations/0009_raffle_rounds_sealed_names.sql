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
ALTER TABLE `tshirt_poll_votes` ADD `name_sealed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `purged_at` integer;