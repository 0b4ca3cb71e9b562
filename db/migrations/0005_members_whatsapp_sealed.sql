ALTER TABLE `profiles` ADD `whatsapp_sealed` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `whatsapp_hash` text;--> statement-breakpoint
CREATE INDEX `profiles_whatsapp_hash_idx` ON `profiles` (`whatsapp_hash`);