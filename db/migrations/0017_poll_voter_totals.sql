-- A post poll's total counts voters, not chosen options (one member ticking two options is one
-- voter): polls written before that rule are recounted once.
UPDATE `post_polls` SET `total_votes` = (SELECT count(DISTINCT `user_id`) FROM `post_poll_votes` v WHERE v.`poll_id` = `post_polls`.`id`);
