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
