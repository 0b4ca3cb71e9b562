DROP TABLE `raffle_draws`;--> statement-breakpoint
DROP TABLE `post_engagement_scores`;