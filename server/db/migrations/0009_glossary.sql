-- Translation review for Staff (issue 20). The glossary: official names per language (booths, buildings,
-- acts) that the translation service puts in place of a Korean term before and after the provider.
-- A null language column means no official term in that language (the machine translates the term).
CREATE TABLE "glossary_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glossary_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_ko" text NOT NULL,
	"en" text,
	"ja" text,
	"zh_cn" text,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_ko_uq" ON "glossary_terms" USING btree ("term_ko");
--> statement-breakpoint
-- A human override of one machine translation. It holds the Korean source it was written against: while the
-- current source has the same checksum it is served instead of the machine's; after an edit it is stale.
CREATE TABLE "translation_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translation_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"target_lang" text NOT NULL,
	"text" text NOT NULL,
	"source_text" text NOT NULL,
	"source_checksum" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translation_overrides_key_uq" ON "translation_overrides" USING btree ("entity_type","entity_id","field","target_lang");
