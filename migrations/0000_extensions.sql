-- Trigram matching for search that tolerates small typos (issue 4).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
