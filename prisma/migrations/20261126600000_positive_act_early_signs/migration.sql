-- The act-early signs are now asked so that "yes" is the good answer, like the milestones
-- above them ("looks at you when you call their name" instead of "does not look ..."), and "no"
-- (stored as not_yet) is the reason to talk with the doctor. Each sign got a new id, so a client
-- still showing an old text cannot store an answer with the old meaning (an old id is 404), and
-- the stored answers move to the new ids with their meaning kept: "yes, I notice the sign"
-- becomes "no, the child does not do this", and the other way round; "not sure" stays.
UPDATE "milestone_answers" AS a
SET "milestone_id" = m."new_id",
    "answer" = CASE a."answer" WHEN 'yes' THEN 'not_yet' WHEN 'not_yet' THEN 'yes' ELSE a."answer" END,
    "updated_at" = CURRENT_TIMESTAMP
FROM (VALUES
    ('s02-no-sound-reaction', 's02-reacts-to-sounds'),
    ('s02-no-face', 's02-looks-at-face'),
    ('s04-no-head', 's04-holds-head'),
    ('s04-no-hands-mouth', 's04-hands-to-mouth'),
    ('s06-no-reach', 's06-reaches-nearby'),
    ('s06-no-laugh', 's06-laughs'),
    ('s09-no-name', 's09-turns-to-name'),
    ('s12-no-gestures', 's12-gestures'),
    ('s15-no-pointing', 's15-points'),
    ('s18-no-requests', 's18-understands-requests'),
    ('s24-no-sharing-wants', 's24-shows-wants'),
    ('s30-no-pretend', 's30-pretend-or-others'),
    ('s36-hard-to-understand', 's36-understood'),
    ('s48-no-play-with-others', 's48-plays-with-others'),
    ('s60-short-attention', 's60-keeps-attention'),
    ('s02-lost-skills', 's02-keeps-skills'),
    ('s04-lost-skills', 's04-keeps-skills'),
    ('s06-lost-skills', 's06-keeps-skills'),
    ('s09-lost-skills', 's09-keeps-skills'),
    ('s12-lost-skills', 's12-keeps-skills'),
    ('s15-lost-skills', 's15-keeps-skills'),
    ('s18-lost-skills', 's18-keeps-skills'),
    ('s24-lost-skills', 's24-keeps-skills'),
    ('s30-lost-skills', 's30-keeps-skills'),
    ('s36-lost-skills', 's36-keeps-skills'),
    ('s48-lost-skills', 's48-keeps-skills'),
    ('s60-lost-skills', 's60-keeps-skills')
) AS m ("old_id", "new_id")
WHERE a."milestone_id" = m."old_id";
