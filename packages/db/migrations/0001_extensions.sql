-- Search and distance: trigram matching for typo-tolerant keywords, unaccent for names,
-- cube + earthdistance for radius queries. PGlite loads the same extensions (client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
