-- Generated (drizzle-kit generate --name orders_pii_sealed). Replaces the buyer's clear columns (name, e-mail,
-- WhatsApp, address) with one sealed document and two keyed hashes, and adds hold_renewals. There is no
-- production data yet; the previous migration empties the table, so the copy below moves no rows.
-- Hand-corrected: drizzle-kit's copy also selected the new columns (buyer_sealed, email_hash, whatsapp_hash,
-- hold_renewals) from the old table, which libSQL refuses; the INSERT lists only the columns both tables have.
-- Regenerating this migration needs the same correction.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`order_code` text NOT NULL,
	`buyer_sealed` text NOT NULL,
	`email_hash` text NOT NULL,
	`whatsapp_hash` text NOT NULL,
	`cpf_hash` text,
	`vote_id` text,
	`total_amount` integer NOT NULL,
	`discount_amount` integer NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text,
	`is_first_batch` integer DEFAULT false NOT NULL,
	`first_batch_units` integer DEFAULT 0 NOT NULL,
	`reservation_expires_at` integer NOT NULL,
	`hold_renewals` integer DEFAULT 0 NOT NULL,
	`checkout_session_id` text,
	`checkout_url` text,
	`checkout_expires_at` integer,
	`paid_event_id` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_ck" CHECK("__new_orders"."payment_status" in ('pending','paid','failed','expired')),
	CONSTRAINT "orders_amounts_ck" CHECK("__new_orders"."total_amount" >= 0 and "__new_orders"."discount_amount" >= 0),
	CONSTRAINT "orders_first_batch_ck" CHECK("__new_orders"."first_batch_units" >= 0),
	CONSTRAINT "orders_hold_renewals_ck" CHECK("__new_orders"."hold_renewals" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "order_code", "cpf_hash", "vote_id", "total_amount", "discount_amount", "payment_status", "payment_method", "is_first_batch", "first_batch_units", "reservation_expires_at", "checkout_session_id", "checkout_url", "checkout_expires_at", "paid_event_id", "created_at", "paid_at") SELECT "id", "order_code", "cpf_hash", "vote_id", "total_amount", "discount_amount", "payment_status", "payment_method", "is_first_batch", "first_batch_units", "reservation_expires_at", "checkout_session_id", "checkout_url", "checkout_expires_at", "paid_event_id", "created_at", "paid_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_code_uq` ON `orders` (`order_code`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`payment_status`,`reservation_expires_at`);--> statement-breakpoint
CREATE INDEX `orders_checkout_session_idx` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `orders_vote_idx` ON `orders` (`vote_id`);--> statement-breakpoint
CREATE INDEX `orders_email_hash_idx` ON `orders` (`email_hash`);--> statement-breakpoint
CREATE INDEX `orders_whatsapp_hash_idx` ON `orders` (`whatsapp_hash`);