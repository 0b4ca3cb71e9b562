ALTER TABLE `orders` ADD `hold_address_hash` text;--> statement-breakpoint
CREATE INDEX `orders_hold_address_idx` ON `orders` (`hold_address_hash`);