-- Hand-written data step, kept apart from the generated schema change that follows (orders_pii_sealed).
-- Until now orders kept the buyer's name, e-mail, WhatsApp and address in clear. There is no production
-- data yet; development rows cannot be sealed in SQL (the key is never in the database), and the table
-- rebuild that follows would copy them without their personal data, so they are discarded here.
DELETE FROM `order_items`;--> statement-breakpoint
DELETE FROM `orders`;
