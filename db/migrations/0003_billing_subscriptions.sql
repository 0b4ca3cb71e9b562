CREATE TABLE `trial_usages` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `last_event_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_sub_uq` ON `subscriptions` (`provider_subscription_id`);