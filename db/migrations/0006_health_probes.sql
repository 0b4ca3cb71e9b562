CREATE TABLE `health_probes` (
	`id` text PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
