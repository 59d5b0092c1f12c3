CREATE TABLE "occupation_title_words" (
	"word" text NOT NULL,
	"occupation_id" integer NOT NULL,
	"first" boolean NOT NULL,
	"whole" boolean NOT NULL,
	"is_primary" boolean NOT NULL,
	"title_length" integer NOT NULL,
	CONSTRAINT "occupation_title_words_word_occupation_id_first_whole_is_primary_pk" PRIMARY KEY("word","occupation_id","first","whole","is_primary")
);
--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupation_title_words" ADD CONSTRAINT "occupation_title_words_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupation_title_words_occupation_idx" ON "occupation_title_words" USING btree ("occupation_id");--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "title_words_prefix_idx" ON "title_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
INSERT INTO "occupation_title_words" ("word", "occupation_id", "first", "whole", "is_primary", "title_length")
SELECT w.word, t.occupation_id, w.n = 1, t.normalized = w.word, t.kind = 'primary', min(length(t.normalized))
FROM "occupation_titles" t, unnest(string_to_array(t.normalized, ' ')) WITH ORDINALITY AS w(word, n)
WHERE w.word <> ''
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "title_words" ("word") SELECT DISTINCT "word" FROM "occupation_title_words";
