CREATE TABLE `artist_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`terms_version` text NOT NULL,
	`ip_hash` text NOT NULL,
	`consented_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `artist_consents_at_idx` ON `artist_consents` (`consented_at`);--> statement-breakpoint
CREATE TABLE `artist_message_templates` (
	`status` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "message_templates_status_ck" CHECK("artist_message_templates"."status" in ('not_contacted','tried_call','called','sent_whatsapp','did_live'))
);
--> statement-breakpoint
CREATE TABLE `artist_voter_index` (
	`vote_id` text PRIMARY KEY NOT NULL,
	`sort_key` text NOT NULL,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `artist_voter_index_sort_idx` ON `artist_voter_index` (`sort_key`,`vote_id`);--> statement-breakpoint
CREATE TABLE `artist_voter_tokens` (
	`token` integer NOT NULL,
	`vote_id` text NOT NULL,
	PRIMARY KEY(`token`, `vote_id`),
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `artist_voter_tokens_vote_idx` ON `artist_voter_tokens` (`vote_id`);--> statement-breakpoint
CREATE TABLE `raffle_freezes` (
	`poll_id` text PRIMARY KEY NOT NULL,
	`closed_at` integer NOT NULL,
	`frozen_at` integer NOT NULL,
	`coupons_sha256` text NOT NULL,
	`coupon_count` integer NOT NULL,
	`coupon_list` text NOT NULL,
	`seed` text,
	`winners` text,
	`drawn_at` integer,
	`claim_deadline` integer,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action
);
