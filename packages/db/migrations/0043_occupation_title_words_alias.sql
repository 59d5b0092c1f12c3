ALTER TABLE "occupation_title_words" DROP CONSTRAINT "occupation_title_words_word_occupation_id_first_whole_is_primary_pk";--> statement-breakpoint
ALTER TABLE "occupation_title_words" ADD COLUMN "is_alias" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The vocabulary again with the new fact (refreshTitleWords writes it from now on): an Also Called title's words rank
-- with the primary title's (issue #23 item 18).
DELETE FROM "occupation_title_words";--> statement-breakpoint
INSERT INTO "occupation_title_words" ("word", "occupation_id", "first", "whole", "is_primary", "is_alias", "title_length")
SELECT w.word, t.occupation_id, w.n = 1, t.normalized = w.word, t.kind = 'primary', t.also_called, min(length(t.normalized))
FROM "occupation_titles" t, unnest(string_to_array(t.normalized, ' ')) WITH ORDINALITY AS w(word, n)
WHERE w.word <> ''
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
ALTER TABLE "occupation_title_words" ADD CONSTRAINT "occupation_title_words_pk" PRIMARY KEY("word","occupation_id","first","whole","is_primary","is_alias");
