CREATE TABLE "companies" (
	"company_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_provider" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"product_uuid" uuid,
	"subscription_start" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"license_count" integer DEFAULT 10 NOT NULL,
	"license_expired_at" timestamp with time zone,
	"pic_name" text,
	"pic_email" text,
	"ldap_enabled" boolean DEFAULT false NOT NULL,
	"address" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "group_labels" (
	"label_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"invitation_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"token_hash" text NOT NULL,
	"role_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_uuid" uuid,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"module_code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_id" text NOT NULL,
	"is_provider" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"reset_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "privilege_roles" (
	"role_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"role_name" text NOT NULL,
	"role_setting" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_modules" (
	"role_uuid" uuid NOT NULL,
	"module_code" text NOT NULL,
	"can_view" boolean DEFAULT false NOT NULL,
	"can_create" boolean DEFAULT false NOT NULL,
	"can_update" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_modules_role_uuid_module_code_pk" PRIMARY KEY("role_uuid","module_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"company_uuid" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"group_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"label_uuid" uuid,
	"parent_uuid" uuid,
	"role_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_uuid" uuid NOT NULL,
	"role_uuid" uuid NOT NULL,
	CONSTRAINT "user_roles_user_uuid_role_uuid_pk" PRIMARY KEY("user_uuid","role_uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"state" text DEFAULT 'active' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"group_uuid" uuid,
	"phone" text,
	"position" text,
	"is_ldap" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"log_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid,
	"user_uuid" uuid,
	"type" text NOT NULL,
	"type_uuid" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"collection" text NOT NULL,
	"row_id" text NOT NULL,
	"company_uuid" uuid,
	"user_uuid" uuid,
	"op" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_uuid_key_pk" PRIMARY KEY("user_uuid","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "obligation_regulations" (
	"obligation_uuid" uuid NOT NULL,
	"regulation_guid" uuid NOT NULL,
	CONSTRAINT "obligation_regulations_obligation_uuid_regulation_guid_pk" PRIMARY KEY("obligation_uuid","regulation_guid")
);
--> statement-breakpoint
CREATE TABLE "obligation_versions" (
	"obligation_version_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obligation_uuid" uuid NOT NULL,
	"version_code" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligations" (
	"obligation_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_uuid" uuid NOT NULL,
	"sector_uuid" uuid NOT NULL,
	"comp_title_en" text NOT NULL,
	"comp_title_id" text NOT NULL,
	"regulation_obligation_description_en" text,
	"regulation_obligation_description_id" text,
	"regulation_penalty_description_en" text,
	"regulation_penalty_description_id" text,
	"sanction" text DEFAULT 'none' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"type" text,
	"checklist_template" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_code" integer DEFAULT 1 NOT NULL,
	"obligation_status" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"master" boolean DEFAULT true NOT NULL,
	"company_uuid" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"has_notif" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "obligations_sanction_check" CHECK ("obligations"."sanction" in ('administrative', 'administrative_and_criminal', 'criminal', 'none')),
	CONSTRAINT "obligations_priority_check" CHECK ("obligations"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "obligations_type_check" CHECK ("obligations"."type" is null or "obligations"."type" in ('licensing', 'conditional', 'periodic', 'prohibition', 'continuous')),
	CONSTRAINT "obligations_status_check" CHECK ("obligations"."obligation_status" in (1, 0, -2))
);
--> statement-breakpoint
CREATE TABLE "regulation_documents" (
	"doc_guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"regulation_guid" uuid NOT NULL,
	"alias_name" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulation_hierarchy" (
	"hierarchy_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"regulation_guid" uuid NOT NULL,
	"related_guid" uuid NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulation_hierarchy_relation_check" CHECK ("regulation_hierarchy"."relation" in ('amends', 'amended_by', 'implements', 'implemented_by', 'revokes', 'revoked_by')),
	CONSTRAINT "regulation_hierarchy_self_check" CHECK ("regulation_hierarchy"."regulation_guid" <> "regulation_hierarchy"."related_guid")
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"regulation_guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"type" text NOT NULL,
	"issuer" text,
	"enacted_at" date,
	"effective_at" date,
	"legal_status" text DEFAULT 'in_effect' NOT NULL,
	"abstract_en" text,
	"abstract_id" text,
	"full_text_en" text,
	"full_text_id" text,
	"company_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "regulations_type_check" CHECK ("regulations"."type" in ('law', 'government_regulation_in_lieu_of_law', 'government_regulation', 'presidential_regulation', 'ministerial_regulation', 'regional_regulation')),
	CONSTRAINT "regulations_legal_status_check" CHECK ("regulations"."legal_status" in ('in_effect', 'amended', 'amended_partially_repealed', 'amended_or_repealed', 'repealed', 'partially_repealed'))
);
--> statement-breakpoint
CREATE TABLE "sector_versions" (
	"version_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"published_at" date NOT NULL,
	"published_by" uuid,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"sector_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_id" text NOT NULL,
	"description_en" text,
	"description_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_published_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"company_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sectors_code_unique" UNIQUE("code"),
	CONSTRAINT "sectors_version_check" CHECK ("sectors"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"topic_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_uuid" uuid NOT NULL,
	"parent_uuid" uuid,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"company_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"checklist_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"compliance_uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"due_date" date,
	"is_claim_checklist" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"compliance_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compliance_members" (
	"member_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"compliance_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"member_role_uuid" uuid,
	"role_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliances" (
	"compliance_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"obligation_uuid" uuid NOT NULL,
	"version_code" integer DEFAULT 1 NOT NULL,
	"process_status" text DEFAULT 'not_assigned' NOT NULL,
	"confirmation_status" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"deadline" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_duplicate" boolean DEFAULT false NOT NULL,
	"duplicated_from" uuid,
	"renewal_of" uuid,
	"cycle" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"reject_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "compliances_process_status_check" CHECK ("compliances"."process_status" in ('not_assigned', 'assigned', 'not_comply', 'claim', 'audit', 'approved')),
	CONSTRAINT "compliances_confirmation_check" CHECK ("compliances"."confirmation_status" is null or "compliances"."confirmation_status" in ('need_confirmation', 'waiting_confirmation', 'confirmed')),
	CONSTRAINT "compliances_priority_check" CHECK ("compliances"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "compliances_cycle_check" CHECK ("compliances"."cycle" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_roles" (
	"member_role_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"reminder_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"compliance_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_relations" (
	"relation_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"document_uuid" uuid NOT NULL,
	"compliance_uuid" uuid,
	"checklist_uuid" uuid,
	"regulation_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_relations_target_check" CHECK (num_nonnulls("document_relations"."compliance_uuid", "document_relations"."checklist_uuid", "document_relations"."regulation_guid") >= 1)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"document_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"folder_uuid" uuid,
	"file_name" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_file_name_length_check" CHECK (char_length("documents"."file_name") between 1 and 120),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"folder_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"topic_uuid" uuid,
	"compliance_uuid" uuid,
	"parent_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_name_length_check" CHECK (char_length("folders"."name") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"alert_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"body_en" text NOT NULL,
	"body_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_messages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"backup_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('pending', 'running', 'done', 'failed', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"bookmark_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bookmarks_entity_type_check" CHECK ("bookmarks"."entity_type" in ('obligation', 'regulation', 'document', 'compliance'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"feedback_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"header_en" text NOT NULL,
	"header_id" text NOT NULL,
	"body_en" text,
	"body_id" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"page_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_id" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_requests" (
	"request_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"type" text DEFAULT 'language' NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_requests_status_check" CHECK ("user_requests"."status" in ('open', 'in_progress', 'done', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_product_uuid_products_product_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("product_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_labels" ADD CONSTRAINT "group_labels_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_roles" ADD CONSTRAINT "privilege_roles_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_modules" ADD CONSTRAINT "role_modules_role_uuid_privilege_roles_role_uuid_fk" FOREIGN KEY ("role_uuid") REFERENCES "public"."privilege_roles"("role_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_modules" ADD CONSTRAINT "role_modules_module_code_modules_module_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."modules"("module_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_label_uuid_group_labels_label_uuid_fk" FOREIGN KEY ("label_uuid") REFERENCES "public"."group_labels"("label_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_uuid_privilege_roles_role_uuid_fk" FOREIGN KEY ("role_uuid") REFERENCES "public"."privilege_roles"("role_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_uuid_user_groups_group_uuid_fk" FOREIGN KEY ("group_uuid") REFERENCES "public"."user_groups"("group_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_regulations" ADD CONSTRAINT "obligation_regulations_obligation_uuid_obligations_obligation_uuid_fk" FOREIGN KEY ("obligation_uuid") REFERENCES "public"."obligations"("obligation_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_regulations" ADD CONSTRAINT "obligation_regulations_regulation_guid_regulations_regulation_guid_fk" FOREIGN KEY ("regulation_guid") REFERENCES "public"."regulations"("regulation_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_versions" ADD CONSTRAINT "obligation_versions_obligation_uuid_obligations_obligation_uuid_fk" FOREIGN KEY ("obligation_uuid") REFERENCES "public"."obligations"("obligation_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_topic_uuid_topics_topic_uuid_fk" FOREIGN KEY ("topic_uuid") REFERENCES "public"."topics"("topic_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_sector_uuid_sectors_sector_uuid_fk" FOREIGN KEY ("sector_uuid") REFERENCES "public"."sectors"("sector_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_documents" ADD CONSTRAINT "regulation_documents_regulation_guid_regulations_regulation_guid_fk" FOREIGN KEY ("regulation_guid") REFERENCES "public"."regulations"("regulation_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_hierarchy" ADD CONSTRAINT "regulation_hierarchy_regulation_guid_regulations_regulation_guid_fk" FOREIGN KEY ("regulation_guid") REFERENCES "public"."regulations"("regulation_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_hierarchy" ADD CONSTRAINT "regulation_hierarchy_related_guid_regulations_regulation_guid_fk" FOREIGN KEY ("related_guid") REFERENCES "public"."regulations"("regulation_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulations" ADD CONSTRAINT "regulations_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_versions" ADD CONSTRAINT "sector_versions_sector_uuid_sectors_sector_uuid_fk" FOREIGN KEY ("sector_uuid") REFERENCES "public"."sectors"("sector_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_sector_uuid_sectors_sector_uuid_fk" FOREIGN KEY ("sector_uuid") REFERENCES "public"."sectors"("sector_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_uuid_topics_topic_uuid_fk" FOREIGN KEY ("parent_uuid") REFERENCES "public"."topics"("topic_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_members" ADD CONSTRAINT "compliance_members_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_members" ADD CONSTRAINT "compliance_members_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_members" ADD CONSTRAINT "compliance_members_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_members" ADD CONSTRAINT "compliance_members_member_role_uuid_member_roles_member_role_uuid_fk" FOREIGN KEY ("member_role_uuid") REFERENCES "public"."member_roles"("member_role_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_obligation_uuid_obligations_obligation_uuid_fk" FOREIGN KEY ("obligation_uuid") REFERENCES "public"."obligations"("obligation_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_duplicated_from_compliances_compliance_uuid_fk" FOREIGN KEY ("duplicated_from") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_renewal_of_compliances_compliance_uuid_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_document_uuid_documents_document_uuid_fk" FOREIGN KEY ("document_uuid") REFERENCES "public"."documents"("document_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_checklist_uuid_checklists_checklist_uuid_fk" FOREIGN KEY ("checklist_uuid") REFERENCES "public"."checklists"("checklist_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_regulation_guid_regulations_regulation_guid_fk" FOREIGN KEY ("regulation_guid") REFERENCES "public"."regulations"("regulation_guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_uuid_folders_folder_uuid_fk" FOREIGN KEY ("folder_uuid") REFERENCES "public"."folders"("folder_uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_user_uuid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_topic_uuid_topics_topic_uuid_fk" FOREIGN KEY ("topic_uuid") REFERENCES "public"."topics"("topic_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_compliance_uuid_compliances_compliance_uuid_fk" FOREIGN KEY ("compliance_uuid") REFERENCES "public"."compliances"("compliance_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_uuid_folders_folder_uuid_fk" FOREIGN KEY ("parent_uuid") REFERENCES "public"."folders"("folder_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_labels_company_idx" ON "group_labels" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_roles_name_unique" ON "privilege_roles" USING btree ("company_uuid",lower("role_name"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "user_groups_company_idx" ON "user_groups" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "activity_logs_type_idx" ON "activity_logs" USING btree ("type","type_uuid","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_company_idx" ON "activity_logs" USING btree ("company_uuid","created_at");--> statement-breakpoint
CREATE INDEX "change_feed_collection_idx" ON "change_feed" USING btree ("collection","txid","id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "obligation_regulations_regulation_idx" ON "obligation_regulations" USING btree ("regulation_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "obligation_versions_unique" ON "obligation_versions" USING btree ("obligation_uuid","version_code");--> statement-breakpoint
CREATE INDEX "obligations_topic_idx" ON "obligations" USING btree ("topic_uuid","sort");--> statement-breakpoint
CREATE INDEX "obligations_sector_idx" ON "obligations" USING btree ("sector_uuid","obligation_status");--> statement-breakpoint
CREATE INDEX "obligations_company_idx" ON "obligations" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "regulation_documents_regulation_idx" ON "regulation_documents" USING btree ("regulation_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "regulation_hierarchy_unique" ON "regulation_hierarchy" USING btree ("regulation_guid","related_guid","relation");--> statement-breakpoint
CREATE INDEX "regulation_hierarchy_related_idx" ON "regulation_hierarchy" USING btree ("related_guid");--> statement-breakpoint
CREATE INDEX "regulations_company_idx" ON "regulations" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "regulations_year_idx" ON "regulations" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sector_versions_day_unique" ON "sector_versions" USING btree ("sector_uuid","published_at");--> statement-breakpoint
CREATE INDEX "sectors_company_idx" ON "sectors" USING btree ("company_uuid","code");--> statement-breakpoint
CREATE INDEX "topics_sector_idx" ON "topics" USING btree ("sector_uuid","parent_uuid","sort");--> statement-breakpoint
CREATE INDEX "topics_parent_idx" ON "topics" USING btree ("parent_uuid");--> statement-breakpoint
CREATE INDEX "topics_company_idx" ON "topics" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "checklists_company_compliance_idx" ON "checklists" USING btree ("company_uuid","compliance_uuid","sort");--> statement-breakpoint
CREATE INDEX "checklists_compliance_idx" ON "checklists" USING btree ("compliance_uuid");--> statement-breakpoint
CREATE INDEX "comments_company_compliance_idx" ON "comments" USING btree ("company_uuid","compliance_uuid","created_at");--> statement-breakpoint
CREATE INDEX "comments_compliance_idx" ON "comments" USING btree ("compliance_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_members_unique" ON "compliance_members" USING btree ("compliance_uuid","user_uuid","role_code");--> statement-breakpoint
CREATE INDEX "compliance_members_company_user_idx" ON "compliance_members" USING btree ("company_uuid","user_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "compliances_obligation_cycle_unique" ON "compliances" USING btree ("company_uuid","obligation_uuid","version_code","cycle") WHERE is_duplicate = false and deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliances_company_status_idx" ON "compliances" USING btree ("company_uuid","process_status");--> statement-breakpoint
CREATE INDEX "compliances_company_updated_idx" ON "compliances" USING btree ("company_uuid","updated_at");--> statement-breakpoint
CREATE INDEX "compliances_obligation_idx" ON "compliances" USING btree ("obligation_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_roles_company_code_unique" ON "member_roles" USING btree ("company_uuid","code");--> statement-breakpoint
CREATE INDEX "reminders_company_idx" ON "reminders" USING btree ("company_uuid","compliance_uuid");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("remind_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "document_relations_company_document_idx" ON "document_relations" USING btree ("company_uuid","document_uuid");--> statement-breakpoint
CREATE INDEX "document_relations_compliance_idx" ON "document_relations" USING btree ("compliance_uuid");--> statement-breakpoint
CREATE INDEX "document_relations_checklist_idx" ON "document_relations" USING btree ("checklist_uuid");--> statement-breakpoint
CREATE INDEX "documents_company_folder_idx" ON "documents" USING btree ("company_uuid","folder_uuid");--> statement-breakpoint
CREATE INDEX "folders_company_idx" ON "folders" USING btree ("company_uuid","parent_uuid");--> statement-breakpoint
CREATE INDEX "folders_company_topic_idx" ON "folders" USING btree ("company_uuid","topic_uuid");--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_entity_unique" ON "bookmarks" USING btree ("user_uuid","entity_type","entity_uuid");--> statement-breakpoint
CREATE INDEX "bookmarks_company_user_idx" ON "bookmarks" USING btree ("company_uuid","user_uuid");--> statement-breakpoint
CREATE INDEX "feedback_company_idx" ON "feedback" USING btree ("company_uuid","created_at");--> statement-breakpoint
CREATE INDEX "notifications_company_user_idx" ON "notifications" USING btree ("company_uuid","user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_uuid") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "user_requests_company_idx" ON "user_requests" USING btree ("company_uuid","created_at");