CREATE TABLE `raffle_voids` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`ground` text NOT NULL,
	`reason` text NOT NULL,
	`coupon_count` integer NOT NULL,
	`actor` text NOT NULL,
	`voided_at` integer NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "raffle_voids_ground_ck" CHECK("raffle_voids"."ground" in ('rede','confirmacao','dominio','descartavel'))
);
--> statement-breakpoint
CREATE INDEX `raffle_voids_poll_idx` ON `raffle_voids` (`poll_id`,`voided_at`);--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `vote_net_hash` text;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `vote_address_hash` text;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `email_domain_hash` text;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `confirm_address_hash` text;--> statement-breakpoint
ALTER TABLE `tshirt_poll_votes` ADD `void_id` text;--> statement-breakpoint
ALTER TABLE `raffle_claims` ADD `document_checked_at` integer;