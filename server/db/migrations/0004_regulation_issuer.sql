ALTER TABLE "regulations" ADD COLUMN "issuer_en" text;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "issuer_id" text;--> statement-breakpoint
-- Hand-written: the untranslated issuer becomes the English text; the Indonesian one is the
-- known translation for the demo content's issuers (server/db/seed/templates/regulations.ts),
-- else the same text until an editor translates it (the screens then show it in both languages).
UPDATE "regulations" r SET "issuer_en" = r."issuer", "issuer_id" = coalesce(
  (SELECT t.id FROM (VALUES
    ('President of the Republic of Indonesia', 'Presiden Republik Indonesia'),
    ('House of Representatives and President of the Republic of Indonesia', 'Dewan Perwakilan Rakyat dan Presiden Republik Indonesia'),
    ('Minister of Finance', 'Menteri Keuangan'),
    ('Minister of Energy and Mineral Resources', 'Menteri Energi dan Sumber Daya Mineral'),
    ('Minister of Environment and Forestry', 'Menteri Lingkungan Hidup dan Kehutanan'),
    ('Minister of Manpower', 'Menteri Ketenagakerjaan')
  ) AS t(en, id) WHERE t.en = r."issuer"),
  -- "Governor of West Java Province" -> "Gubernur Provinsi Jawa Barat", for the seed's provinces;
  -- any other issuer keeps its English text in both columns.
  (SELECT 'Gubernur ' || p.id FROM (VALUES
    ('DKI Jakarta Province', 'Provinsi DKI Jakarta'),
    ('West Java Province', 'Provinsi Jawa Barat'),
    ('East Java Province', 'Provinsi Jawa Timur'),
    ('Central Java Province', 'Provinsi Jawa Tengah'),
    ('East Kalimantan Province', 'Provinsi Kalimantan Timur'),
    ('Riau Province', 'Provinsi Riau'),
    ('Banten Province', 'Provinsi Banten')
  ) AS p(en, id) WHERE r."issuer" = 'Governor of ' || p.en),
  r."issuer")
WHERE r."issuer" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" DROP COLUMN "issuer";
