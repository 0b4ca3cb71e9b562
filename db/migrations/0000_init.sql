CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`username` text NOT NULL,
	`display_name` text,
	`avatar_url` text,
	`whatsapp` text,
	`reputation_score` integer DEFAULT 0 NOT NULL,
	`mito_coins` integer DEFAULT 0 NOT NULL,
	`subscription_tier_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_tier_id`) REFERENCES `subscription_tiers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_user_uq` ON `profiles` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_username_uq` ON `profiles` (`username`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscription_tiers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`price_monthly` integer NOT NULL,
	`max_posts_per_day` integer,
	`can_upload_video` integer NOT NULL,
	`can_access_lives` integer NOT NULL,
	`can_create_polls` integer NOT NULL,
	`max_dm_participants` integer NOT NULL,
	`max_file_size_mb` integer NOT NULL,
	`max_files_per_post` integer NOT NULL,
	`features` text NOT NULL,
	`stripe_price_id` text
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tier_id` text NOT NULL,
	`status` text NOT NULL,
	`provider_customer_id` text,
	`provider_subscription_id` text,
	`trial_ends_at` integer,
	`current_period_end` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `subscription_tiers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "subscriptions_status_ck" CHECK("subscriptions"."status" in ('trialing','active','past_due','canceled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_user_uq` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `poll_options` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`option_text` text NOT NULL,
	`option_order` integer NOT NULL,
	`base_votes` integer DEFAULT 0 NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`image_url` text NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "poll_options_vote_count_ck" CHECK("poll_options"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poll_options_order_uq` ON `poll_options` (`poll_id`,`option_order`);--> statement-breakpoint
CREATE TABLE `polls` (
	`id` text PRIMARY KEY NOT NULL,
	`question` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`closes_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `raffle_draws` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`seed` text NOT NULL,
	`winner_vote_ids` text NOT NULL,
	`drawn_at` integer NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tshirt_poll_votes` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`option_id` text NOT NULL,
	`user_id` text,
	`participant_name` text NOT NULL,
	`cpf_hash` text NOT NULL,
	`cpf_encrypted` text NOT NULL,
	`cpf_last4` text NOT NULL,
	`whatsapp_encrypted` text NOT NULL,
	`email_encrypted` text NOT NULL,
	`raffle_coupon` text NOT NULL,
	`voter_token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`option_id`) REFERENCES `poll_options`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tshirt_votes_poll_cpf_uq` ON `tshirt_poll_votes` (`poll_id`,`cpf_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `tshirt_votes_coupon_uq` ON `tshirt_poll_votes` (`raffle_coupon`);--> statement-breakpoint
CREATE UNIQUE INDEX `tshirt_votes_token_uq` ON `tshirt_poll_votes` (`voter_token_hash`);--> statement-breakpoint
CREATE INDEX `tshirt_votes_option_idx` ON `tshirt_poll_votes` (`option_id`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text,
	`product_name` text NOT NULL,
	`image_url` text,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`unit_original_price` integer NOT NULL,
	`subtotal` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `tshirt_products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_items_qty_ck" CHECK("order_items"."quantity" between 1 and 10),
	CONSTRAINT "order_items_size_ck" CHECK("order_items"."size" in ('PP','P','M','G','GG','3G','4G'))
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`order_code` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_whatsapp` text NOT NULL,
	`cpf_hash` text,
	`vote_id` text,
	`cep` text NOT NULL,
	`logradouro` text NOT NULL,
	`numero` text NOT NULL,
	`complemento` text,
	`bairro` text NOT NULL,
	`cidade` text NOT NULL,
	`estado` text NOT NULL,
	`total_amount` integer NOT NULL,
	`discount_amount` integer NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text,
	`is_first_batch` integer DEFAULT false NOT NULL,
	`first_batch_units` integer DEFAULT 0 NOT NULL,
	`reservation_expires_at` integer NOT NULL,
	`checkout_session_id` text,
	`checkout_url` text,
	`checkout_expires_at` integer,
	`paid_event_id` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_ck" CHECK("orders"."payment_status" in ('pending','paid','failed','expired')),
	CONSTRAINT "orders_amounts_ck" CHECK("orders"."total_amount" >= 0 and "orders"."discount_amount" >= 0),
	CONSTRAINT "orders_first_batch_ck" CHECK("orders"."first_batch_units" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_code_uq` ON `orders` (`order_code`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`payment_status`,`reservation_expires_at`);--> statement-breakpoint
CREATE INDEX `orders_checkout_session_idx` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `orders_vote_idx` ON `orders` (`vote_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tshirt_products` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text NOT NULL,
	`price_original` integer NOT NULL,
	`price_discounted` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tshirt_products_slug_unique` ON `tshirt_products` (`slug`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_content_ck" CHECK(length(trim("comments"."content")) > 0)
);
--> statement-breakpoint
CREATE INDEX `comments_post_idx` ON `comments` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_engagement_scores` (
	`post_id` text PRIMARY KEY NOT NULL,
	`engagement_score` real DEFAULT 0 NOT NULL,
	`trending_score` real DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `engagement_trending_idx` ON `post_engagement_scores` (`trending_score`);--> statement-breakpoint
CREATE TABLE `post_media` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`media_key` text NOT NULL,
	`media_type` text NOT NULL,
	`media_order` integer NOT NULL,
	`alt_text` text,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "post_media_type_ck" CHECK("post_media"."media_type" in ('image','video','audio'))
);
--> statement-breakpoint
CREATE INDEX `post_media_post_idx` ON `post_media` (`post_id`);--> statement-breakpoint
CREATE TABLE `post_poll_options` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`option_text` text NOT NULL,
	`option_order` integer NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `post_polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_poll_votes` (
	`poll_id` text NOT NULL,
	`option_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`poll_id`, `option_id`, `user_id`),
	FOREIGN KEY (`poll_id`) REFERENCES `post_polls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `post_poll_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_polls` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`question` text NOT NULL,
	`expires_at` integer,
	`multiple_choice` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`total_votes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_polls_post_uq` ON `post_polls` (`post_id`);--> statement-breakpoint
CREATE TABLE `post_tags` (
	`post_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`post_id`, `tag_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `posts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`media_count` integer DEFAULT 0 NOT NULL,
	`likes_count` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`shares_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`created_at`);--> statement-breakpoint
CREATE INDEX `posts_user_created_idx` ON `posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reactions` (
	`user_id` text NOT NULL,
	`target_id` text NOT NULL,
	`target_type` text NOT NULL,
	`reaction_type` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `target_type`, `target_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reactions_type_ck" CHECK("reactions"."reaction_type" in ('heart','fire','mind_blown')),
	CONSTRAINT "reactions_target_type_ck" CHECK("reactions"."target_type" in ('post'))
);
--> statement-breakpoint
CREATE INDEX `reactions_target_idx` ON `reactions` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_name_unique` ON `tags` (`name`);--> statement-breakpoint
CREATE TABLE `conversation_participants` (
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`last_read_at` integer,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `participants_user_idx` ON `conversation_participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`is_group` integer DEFAULT false NOT NULL,
	`name` text,
	`last_message_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `conversations_last_idx` ON `conversations` (`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`message_type` text DEFAULT 'text' NOT NULL,
	`media_key` text,
	`is_deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "messages_type_ck" CHECK("messages"."message_type" in ('text','image'))
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_presence` (
	`user_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`from_user_id` text,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_type_ck" CHECK("notifications"."type" in ('like','comment','follow','poll_vote'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `artist_contact_tracking` (
	`id` text PRIMARY KEY NOT NULL,
	`vote_id` text NOT NULL,
	`contact_status` text DEFAULT 'not_contacted' NOT NULL,
	`notes` text,
	`last_contact_at` integer,
	FOREIGN KEY (`vote_id`) REFERENCES `tshirt_poll_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contact_tracking_status_ck" CHECK("artist_contact_tracking"."contact_status" in ('not_contacted','tried_call','called','sent_whatsapp','did_live'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_tracking_vote_uq` ON `artist_contact_tracking` (`vote_id`);--> statement-breakpoint
CREATE TABLE `artist_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`consent_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_history` (
	`id` text PRIMARY KEY NOT NULL,
	`tracking_id` text NOT NULL,
	`status` text NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tracking_id`) REFERENCES `artist_contact_tracking`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_history_tracking_idx` ON `contact_history` (`tracking_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`visitor_id` text,
	`path` text,
	`props` text,
	`utm` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_name_created_idx` ON `analytics_events` (`name`,`created_at`);