-- hand-written:
-- other_images holds the JSON text of a list of images (SPEC.md section 3: "JSON list of file names, may arrive
-- as a string"; the string is that JSON text). The demo catalogue stored about half of its partners' lists
-- encoded twice, as the JSON text of a JSON string, so a client that decoded the field once got a string.
-- This decodes such rows once. Only text that is a JSON string holding a JSON list is changed; anything else
-- (a list, or text that is not JSON, which PostgreSQL 15 cannot test without trying) is left as it is.
DO $$
DECLARE
  partner record;
  decoded text;
BEGIN
  FOR partner IN SELECT "id", "other_images" FROM "partners" WHERE "other_images" LIKE '"%' LOOP
    BEGIN
      decoded := partner."other_images"::jsonb #>> '{}';
      IF jsonb_typeof(decoded::jsonb) = 'array' THEN
        UPDATE "partners" SET "other_images" = decoded WHERE "id" = partner."id";
      END IF;
    EXCEPTION WHEN invalid_text_representation OR untranslatable_character THEN
      NULL;
    END;
  END LOOP;
END $$;
