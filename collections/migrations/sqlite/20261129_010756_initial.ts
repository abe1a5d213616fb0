import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`listings_station_pickup_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_station_pickup_hours_order_idx\` ON \`listings_station_pickup_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`listings_station_pickup_hours_parent_id_idx\` ON \`listings_station_pickup_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listings_station_dropoff_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_station_dropoff_hours_order_idx\` ON \`listings_station_dropoff_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`listings_station_dropoff_hours_parent_id_idx\` ON \`listings_station_dropoff_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listings_deposit_payment_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_deposit_payment_methods_order_idx\` ON \`listings_deposit_payment_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listings_deposit_payment_methods_parent_idx\` ON \`listings_deposit_payment_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listings_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`image_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_images_order_idx\` ON \`listings_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`listings_images_parent_id_idx\` ON \`listings_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_images_image_idx\` ON \`listings_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`listings_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`file_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_documents_order_idx\` ON \`listings_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`listings_documents_parent_id_idx\` ON \`listings_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_documents_file_idx\` ON \`listings_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`listings_suitability\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_suitability_order_idx\` ON \`listings_suitability\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listings_suitability_parent_idx\` ON \`listings_suitability\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`lessor_id\` text(36) NOT NULL,
  	\`is_draft\` integer DEFAULT true,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`comments_count\` numeric DEFAULT 0,
  	\`average_rating\` numeric,
  	\`unpublished_reason\` text,
  	\`unpublished_at_ts\` numeric,
  	\`title\` text NOT NULL,
  	\`title_de\` text,
  	\`description\` text NOT NULL,
  	\`is_pets_allowed\` integer DEFAULT false,
  	\`is_smoking_allowed\` integer DEFAULT false,
  	\`is_instant_booking_allowed\` integer DEFAULT false,
  	\`street_address\` text,
  	\`house_number\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`country\` text,
  	\`country_iso2\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`place_id\` text,
  	\`location_context\` text,
  	\`checkin_checkout_time_info\` text,
  	\`contact_whatsapp\` text,
  	\`contact_phone\` text,
  	\`opening_hours_weekdays\` text,
  	\`opening_hours_saturday\` text,
  	\`default_rate_in_cents\` numeric,
  	\`default_min_rent_days\` numeric DEFAULT 1,
  	\`cleaning_fee_in_cents\` numeric DEFAULT 0,
  	\`longer_hire_discount\` numeric,
  	\`early_booking_discount\` numeric,
  	\`down_payment_percent\` numeric,
  	\`advance_reserve_time\` text,
  	\`booking_deadline_before_departure\` text,
  	\`deposit_amount\` numeric,
  	\`deductible_insurance\` text,
  	\`rental_terms\` text,
  	\`rental_terms_url\` text,
  	\`brand\` text,
  	\`model\` text,
  	\`length\` numeric,
  	\`width\` numeric,
  	\`motor_horse_power\` numeric,
  	\`fuel_type\` text,
  	\`rv_type\` text,
  	\`registration_timestamp\` numeric,
  	\`registration_country_iso2\` text,
  	\`licence_type\` text,
  	\`licence_plate\` text,
  	\`driving_license_class\` text,
  	\`height\` numeric,
  	\`wight_empty\` numeric,
  	\`permissible_weight\` numeric,
  	\`drawbar_load\` numeric,
  	\`seats_num\` numeric,
  	\`child_seat_num\` numeric,
  	\`sleeps\` numeric,
  	\`fuel_capacity\` numeric,
  	\`fresh_water_capacity\` numeric,
  	\`waste_water_capacity\` numeric,
  	\`transmission_type\` text,
  	\`emission_class\` text,
  	\`emission_sticker\` text,
  	\`fuel_consumption\` numeric,
  	\`gears_num\` numeric,
  	\`mileage\` numeric,
  	\`previous_owners_num\` numeric,
  	\`exterior_color\` text,
  	\`service_valid_timestamp\` numeric,
  	\`is_damaged\` integer DEFAULT false,
  	\`km_limit_per_day\` numeric,
  	\`price_per_extra_km\` numeric,
  	\`driver_licence_term\` numeric,
  	\`driver_min_age\` numeric,
  	\`driver_max_age\` numeric,
  	\`can_travel_abroad\` text,
  	\`third_party_liability\` integer DEFAULT false,
  	\`partial_cover_insurance\` integer DEFAULT false,
  	\`fully_cover_insurance\` integer DEFAULT false,
  	\`third_party_liability_amount_in_cents\` numeric,
  	\`partial_cover_amount_in_cents\` numeric,
  	\`fully_cover_amount_in_cents\` numeric,
  	\`insurance_currency\` text DEFAULT 'EUR',
  	\`area_m2\` numeric,
  	\`pitches_num\` numeric,
  	\`people_per_pitch\` numeric,
  	\`default_extra_charge_per_adult_in_cents\` numeric,
  	\`default_extra_charge_per_child_in_cents\` numeric,
  	\`boat_type\` text,
  	\`harbour\` text,
  	\`construction_timestamp\` numeric,
  	\`renovated\` numeric,
  	\`draft\` numeric,
  	\`speed\` numeric,
  	\`tender_horse_power\` numeric,
  	\`onboard_capacity\` numeric,
  	\`cabins_number\` numeric,
  	\`berths_number\` numeric,
  	\`bedrooms_number\` numeric,
  	\`showers_number\` numeric,
  	\`toilets_number\` numeric,
  	\`boat_license_requirement\` integer DEFAULT false,
  	\`is_indie_camper\` integer DEFAULT false,
  	\`identifier\` text,
  	\`thl_booking_code\` text,
  	\`neorent_uid\` text,
  	\`mcrent_vehicle_id\` text,
  	\`five_anker_id\` text,
  	\`campnerd_accommodation_id\` text,
  	\`wheeloffice_uid\` text,
  	\`vanever_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_kind_idx\` ON \`listings\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`listings_lessor_idx\` ON \`listings\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_is_draft_idx\` ON \`listings\` (\`is_draft\`);`)
  await db.run(sql`CREATE INDEX \`listings_comments_count_idx\` ON \`listings\` (\`comments_count\`);`)
  await db.run(sql`CREATE INDEX \`listings_country_iso2_idx\` ON \`listings\` (\`country_iso2\`);`)
  await db.run(sql`CREATE INDEX \`listings_default_rate_in_cents_idx\` ON \`listings\` (\`default_rate_in_cents\`);`)
  await db.run(sql`CREATE INDEX \`listings_identifier_idx\` ON \`listings\` (\`identifier\`);`)
  await db.run(sql`CREATE INDEX \`listings_thl_booking_code_idx\` ON \`listings\` (\`thl_booking_code\`);`)
  await db.run(sql`CREATE INDEX \`listings_neorent_uid_idx\` ON \`listings\` (\`neorent_uid\`);`)
  await db.run(sql`CREATE INDEX \`listings_mcrent_vehicle_id_idx\` ON \`listings\` (\`mcrent_vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_five_anker_id_idx\` ON \`listings\` (\`five_anker_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_campnerd_accommodation_id_idx\` ON \`listings\` (\`campnerd_accommodation_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_wheeloffice_uid_idx\` ON \`listings\` (\`wheeloffice_uid\`);`)
  await db.run(sql`CREATE INDEX \`listings_vanever_id_idx\` ON \`listings\` (\`vanever_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_updated_at_idx\` ON \`listings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listings_created_at_idx\` ON \`listings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`amenities_id\` text(36),
  	\`location_situations_id\` text(36),
  	\`activities_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`location_situations_id\`) REFERENCES \`location_situations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_rels_order_idx\` ON \`listings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listings_rels_parent_idx\` ON \`listings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_rels_path_idx\` ON \`listings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`listings_rels_amenities_id_idx\` ON \`listings_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_rels_location_situations_id_idx\` ON \`listings_rels\` (\`location_situations_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_rels_activities_id_idx\` ON \`listings_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE TABLE \`season_rates\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`season\` text NOT NULL,
  	\`color\` text DEFAULT 'blue',
  	\`rate_in_cents\` numeric NOT NULL,
  	\`currency\` text,
  	\`extra_charge_per_adult_in_cents\` numeric,
  	\`extra_charge_per_child_in_cents\` numeric,
  	\`max_guests_allowed\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`season_rates_listing_idx\` ON \`season_rates\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`season_rates_lessor_idx\` ON \`season_rates\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`season_rates_updated_at_idx\` ON \`season_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`season_rates_created_at_idx\` ON \`season_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`season_availabilities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`start_timestamp\` numeric NOT NULL,
  	\`end_timestamp\` numeric NOT NULL,
  	\`is_available\` integer DEFAULT true,
  	\`season_rate_id\` text(36),
  	\`min_rent_dates\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`season_rate_id\`) REFERENCES \`season_rates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`season_availabilities_listing_idx\` ON \`season_availabilities\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_lessor_idx\` ON \`season_availabilities\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_start_timestamp_idx\` ON \`season_availabilities\` (\`start_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_end_timestamp_idx\` ON \`season_availabilities\` (\`end_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_season_rate_idx\` ON \`season_availabilities\` (\`season_rate_id\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_updated_at_idx\` ON \`season_availabilities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`season_availabilities_created_at_idx\` ON \`season_availabilities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manual_reservations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`start_timestamp\` numeric NOT NULL,
  	\`end_timestamp\` numeric NOT NULL,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`manual_reservations_listing_idx\` ON \`manual_reservations\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`manual_reservations_lessor_idx\` ON \`manual_reservations\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`manual_reservations_start_timestamp_idx\` ON \`manual_reservations\` (\`start_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`manual_reservations_end_timestamp_idx\` ON \`manual_reservations\` (\`end_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`manual_reservations_updated_at_idx\` ON \`manual_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manual_reservations_created_at_idx\` ON \`manual_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`extra_amenities_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` text NOT NULL,
  	\`subline\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`extra_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`extra_amenities_conditions_order_idx\` ON \`extra_amenities_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`extra_amenities_conditions_parent_id_idx\` ON \`extra_amenities_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`extra_amenities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`name\` text NOT NULL,
  	\`name_de\` text,
  	\`price_in_cents\` numeric NOT NULL,
  	\`currency\` text,
  	\`available\` numeric DEFAULT 1 NOT NULL,
  	\`unit\` text DEFAULT 'per_booking' NOT NULL,
  	\`recurrence\` text DEFAULT 'once' NOT NULL,
  	\`mandatory\` integer DEFAULT false,
  	\`included\` integer DEFAULT false,
  	\`age_from\` numeric,
  	\`age_to\` numeric,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`extra_amenities_listing_idx\` ON \`extra_amenities\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`extra_amenities_lessor_idx\` ON \`extra_amenities\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`extra_amenities_updated_at_idx\` ON \`extra_amenities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`extra_amenities_created_at_idx\` ON \`extra_amenities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cancellation_terms\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`days\` numeric NOT NULL,
  	\`percent\` numeric NOT NULL,
  	\`minimum_amount_in_cents\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cancellation_terms_listing_idx\` ON \`cancellation_terms\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_terms_lessor_idx\` ON \`cancellation_terms\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_terms_updated_at_idx\` ON \`cancellation_terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_terms_created_at_idx\` ON \`cancellation_terms\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`listing_days_idx\` ON \`cancellation_terms\` (\`listing_id\`,\`days\`);`)
  await db.run(sql`CREATE TABLE \`booked_nights\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`night\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`booking_id\` text(36),
  	\`manual_reservation_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manual_reservation_id\`) REFERENCES \`manual_reservations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`booked_nights_listing_idx\` ON \`booked_nights\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_night_idx\` ON \`booked_nights\` (\`night\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_booking_idx\` ON \`booked_nights\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_manual_reservation_idx\` ON \`booked_nights\` (\`manual_reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_updated_at_idx\` ON \`booked_nights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booked_nights_created_at_idx\` ON \`booked_nights\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`listing_night_idx\` ON \`booked_nights\` (\`listing_id\`,\`night\`);`)
  await db.run(sql`CREATE TABLE \`amenities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`section\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_de\` text,
  	\`icon_url\` text,
  	\`is_dimension\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`amenities_kind_idx\` ON \`amenities\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`amenities_section_idx\` ON \`amenities\` (\`section\`);`)
  await db.run(sql`CREATE INDEX \`amenities_updated_at_idx\` ON \`amenities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`amenities_created_at_idx\` ON \`amenities\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kind_section_name_idx\` ON \`amenities\` (\`kind\`,\`section\`,\`name\`);`)
  await db.run(sql`CREATE TABLE \`activities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_de\` text,
  	\`icon_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activities_name_idx\` ON \`activities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`activities_updated_at_idx\` ON \`activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_created_at_idx\` ON \`activities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`location_situations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_de\` text,
  	\`icon_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`location_situations_name_idx\` ON \`location_situations\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`location_situations_updated_at_idx\` ON \`location_situations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`location_situations_created_at_idx\` ON \`location_situations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_kind_idx\` ON \`brands\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kind_name_idx\` ON \`brands\` (\`kind\`,\`name\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_sections_image_objects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_sections_image_objects_order_idx\` ON \`landing_pages_sections_image_objects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_sections_image_objects_parent_id_idx\` ON \`landing_pages_sections_image_objects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_sections_image_objects_image_idx\` ON \`landing_pages_sections_image_objects\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_sections_order_idx\` ON \`landing_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_sections_parent_id_idx\` ON \`landing_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_faqs_order_idx\` ON \`landing_pages_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_faqs_parent_id_idx\` ON \`landing_pages_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`type\` text,
  	\`page_type\` text,
  	\`country\` text,
  	\`city\` text,
  	\`region\` text,
  	\`main_title\` text,
  	\`main_description\` text,
  	\`main_image_id\` text(36),
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_keywords\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_slug_idx\` ON \`landing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_type_idx\` ON \`landing_pages\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_main_image_idx\` ON \`landing_pages\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_updated_at_idx\` ON \`landing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_created_at_idx\` ON \`landing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages__status_idx\` ON \`landing_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_version_sections_image_objects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_sections_image_objects_order_idx\` ON \`_landing_pages_v_version_sections_image_objects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_sections_image_objects_parent_id_idx\` ON \`_landing_pages_v_version_sections_image_objects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_sections_image_objects_image_idx\` ON \`_landing_pages_v_version_sections_image_objects\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_sections_order_idx\` ON \`_landing_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_sections_parent_id_idx\` ON \`_landing_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_faqs_order_idx\` ON \`_landing_pages_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_faqs_parent_id_idx\` ON \`_landing_pages_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_slug\` text,
  	\`version_type\` text,
  	\`version_page_type\` text,
  	\`version_country\` text,
  	\`version_city\` text,
  	\`version_region\` text,
  	\`version_main_title\` text,
  	\`version_main_description\` text,
  	\`version_main_image_id\` text(36),
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_keywords\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_parent_idx\` ON \`_landing_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_slug_idx\` ON \`_landing_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_type_idx\` ON \`_landing_pages_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_main_image_idx\` ON \`_landing_pages_v\` (\`version_main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_updated_at_idx\` ON \`_landing_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_created_at_idx\` ON \`_landing_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version__status_idx\` ON \`_landing_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_created_at_idx\` ON \`_landing_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_updated_at_idx\` ON \`_landing_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_latest_idx\` ON \`_landing_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`owner_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_owner_idx\` ON \`media\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`private_files\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`owner_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`private_files_kind_idx\` ON \`private_files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`private_files_owner_idx\` ON \`private_files\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_filename_idx\` ON \`private_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`password_hash\` text,
  	\`role\` numeric DEFAULT 1 NOT NULL,
  	\`photo_id\` text(36),
  	\`is_profile_completed\` integer DEFAULT false,
  	\`currency_code\` text DEFAULT 'EUR' NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`company_country\` text,
  	\`company_country_code_iso2\` text,
  	\`company_name\` text,
  	\`company_type\` text DEFAULT 'Unipersonal Company',
  	\`company_legal_type_name\` text,
  	\`company_legal_type_code\` text,
  	\`coc_number\` text,
  	\`vat_number\` text,
  	\`date_of_birth_timestamp\` numeric,
  	\`lang_code\` text,
  	\`is_email_verified\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`google_sub\` text,
  	\`last_login_ts\` numeric,
  	\`deleted_at_ts\` numeric,
  	\`locked_at_ts\` numeric,
  	\`rental_digest_sent_ts\` numeric,
  	\`rental_digest_opt_out\` integer DEFAULT false,
  	\`totp_enabled_at_ts\` numeric,
  	\`totp_secret\` text,
  	\`totp_pending_secret\` text,
  	\`totp_last_step\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_photo_idx\` ON \`users\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_google_sub_idx\` ON \`users\` (\`google_sub\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_sessions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`family_id\` text NOT NULL,
  	\`current_jti\` text NOT NULL,
  	\`revoked\` integer DEFAULT false,
  	\`expires_at_ts\` numeric NOT NULL,
  	\`authenticated_at_ts\` numeric,
  	\`created_ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`auth_sessions_user_idx\` ON \`auth_sessions\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_sessions_family_id_idx\` ON \`auth_sessions\` (\`family_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_sessions_current_jti_idx\` ON \`auth_sessions\` (\`current_jti\`);`)
  await db.run(sql`CREATE INDEX \`auth_sessions_expires_at_ts_idx\` ON \`auth_sessions\` (\`expires_at_ts\`);`)
  await db.run(sql`CREATE INDEX \`auth_sessions_updated_at_idx\` ON \`auth_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_sessions_created_at_idx\` ON \`auth_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`legal_types\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`country_code_iso2\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_types_country_code_iso2_idx\` ON \`legal_types\` (\`country_code_iso2\`);`)
  await db.run(sql`CREATE INDEX \`legal_types_updated_at_idx\` ON \`legal_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_types_created_at_idx\` ON \`legal_types\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`country_code_iso2_code_idx\` ON \`legal_types\` (\`country_code_iso2\`,\`code\`);`)
  await db.run(sql`CREATE TABLE \`merchants\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`provider\` text DEFAULT 'sandbox' NOT NULL,
  	\`provider_account_id\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`merged_status\` text,
  	\`description_code\` text,
  	\`overview_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`merchants_user_idx\` ON \`merchants\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`merchants_provider_account_id_idx\` ON \`merchants\` (\`provider_account_id\`);`)
  await db.run(sql`CREATE INDEX \`merchants_updated_at_idx\` ON \`merchants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`merchants_created_at_idx\` ON \`merchants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bank_accounts\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`merchant_id\` text(36) NOT NULL,
  	\`user_id\` text(36),
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`holder_name\` text,
  	\`iban_last4\` text,
  	\`currency\` text DEFAULT 'EUR',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bank_accounts_merchant_idx\` ON \`bank_accounts\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`bank_accounts_user_idx\` ON \`bank_accounts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`bank_accounts_updated_at_idx\` ON \`bank_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bank_accounts_created_at_idx\` ON \`bank_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`plans\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`listing_number\` numeric NOT NULL,
  	\`price_in_cents_without_vat\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`interval\` text DEFAULT 'month' NOT NULL,
  	\`is_free\` integer DEFAULT false,
  	\`trial_days\` numeric DEFAULT 0,
  	\`provider_price_id\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_provider_price_id_idx\` ON \`plans\` (\`provider_price_id\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`plans_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_texts_order_parent\` ON \`plans_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`plan_id\` text(36) NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`is_cancelled\` integer DEFAULT false,
  	\`trial_end_ts\` numeric,
  	\`current_term_start_ts\` numeric,
  	\`current_term_end_ts\` numeric,
  	\`provider\` text DEFAULT 'sandbox',
  	\`provider_subscription_id\` text,
  	\`provider_customer_id\` text,
  	\`checkout_session_id\` text,
  	\`setup_session_id\` text,
  	\`credit_in_cents\` numeric DEFAULT 0,
  	\`payment_method_type\` text,
  	\`payment_method_brand\` text,
  	\`payment_method_last4\` text,
  	\`payment_method_exp_month\` numeric,
  	\`payment_method_exp_year\` numeric,
  	\`payment_method_bank_code\` text,
  	\`payment_method_country\` text,
  	\`payment_method_provider_payment_method_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_user_idx\` ON \`subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_plan_idx\` ON \`subscriptions\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_provider_subscription_id_idx\` ON \`subscriptions\` (\`provider_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_provider_customer_id_idx\` ON \`subscriptions\` (\`provider_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_checkout_session_id_idx\` ON \`subscriptions\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_setup_session_id_idx\` ON \`subscriptions\` (\`setup_session_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`transactions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`subscription_id\` text(36),
  	\`date_ts\` numeric NOT NULL,
  	\`amount_in_cents\` numeric NOT NULL,
  	\`total_in_cents\` numeric NOT NULL,
  	\`currency_code\` text DEFAULT 'EUR' NOT NULL,
  	\`payment_method\` text,
  	\`status\` text NOT NULL,
  	\`card_number\` text,
  	\`invoice_pdf\` text,
  	\`invoice_number\` text,
  	\`description\` text,
  	\`kind\` text DEFAULT 'subscription',
  	\`booking_id\` text(36),
  	\`purpose\` text,
  	\`provider\` text,
  	\`provider_payment_id\` text,
  	\`provider_charge_id\` text,
  	\`provider_refund_id\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`transactions_user_idx\` ON \`transactions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_subscription_idx\` ON \`transactions\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_date_ts_idx\` ON \`transactions\` (\`date_ts\`);`)
  await db.run(sql`CREATE INDEX \`transactions_invoice_number_idx\` ON \`transactions\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`transactions_kind_idx\` ON \`transactions\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`transactions_booking_idx\` ON \`transactions\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_provider_payment_id_idx\` ON \`transactions\` (\`provider_payment_id\`);`)
  await db.run(sql`CREATE INDEX \`transactions_updated_at_idx\` ON \`transactions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transactions_created_at_idx\` ON \`transactions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`provider\` text NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`provider_payment_id\` text,
  	\`booking_id\` text(36),
  	\`received_timestamp\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_provider_payment_id_idx\` ON \`payment_events\` (\`provider_payment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_booking_idx\` ON \`payment_events\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`provider_event_id_idx\` ON \`payment_events\` (\`provider\`,\`event_id\`);`)
  await db.run(sql`CREATE TABLE \`wishlists\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`owner_id\` text(36) NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`wishlists_owner_idx\` ON \`wishlists\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`wishlists_updated_at_idx\` ON \`wishlists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wishlists_created_at_idx\` ON \`wishlists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`wishlists_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`listings_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`wishlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listings_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`wishlists_rels_order_idx\` ON \`wishlists_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`wishlists_rels_parent_idx\` ON \`wishlists_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`wishlists_rels_path_idx\` ON \`wishlists_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`wishlists_rels_listings_id_idx\` ON \`wishlists_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_persons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`birthdate_timestamp\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_persons_order_idx\` ON \`bookings_persons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_persons_parent_id_idx\` ON \`bookings_persons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_booked_extra_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`extra_amenity_id\` text(36) NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`total_charge_in_cents\` numeric,
  	FOREIGN KEY (\`extra_amenity_id\`) REFERENCES \`extra_amenities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_booked_extra_amenities_order_idx\` ON \`bookings_booked_extra_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_booked_extra_amenities_parent_id_idx\` ON \`bookings_booked_extra_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_booked_extra_amenities_extra_amenity_idx\` ON \`bookings_booked_extra_amenities\` (\`extra_amenity_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`kind\` text,
  	\`traveller_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`pickup_timestamp\` numeric NOT NULL,
  	\`return_timestamp\` numeric NOT NULL,
  	\`total_rent_price_in_cents\` numeric NOT NULL,
  	\`cash_payment_in_cents\` numeric,
  	\`opp_payment_in_cents\` numeric,
  	\`down_payment_in_cents\` numeric,
  	\`remaining_amount_in_cents\` numeric,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`adults_num\` numeric DEFAULT 1,
  	\`children_num\` numeric DEFAULT 0,
  	\`pitches_num\` numeric,
  	\`travellers_num\` numeric,
  	\`traveller_name\` text,
  	\`traveller_phone\` text,
  	\`description\` text,
  	\`license_plate\` text,
  	\`vehicle_length\` numeric,
  	\`vehicle_width\` numeric,
  	\`display_details\` text,
  	\`chat_id\` text(36),
  	\`full_prepayment\` integer DEFAULT false,
  	\`is_instant\` integer DEFAULT false,
  	\`is_indie_camper\` integer DEFAULT false,
  	\`payment_method\` text,
  	\`acception_deadline_timestamp\` numeric,
  	\`payment_deadline_timestamp\` numeric,
  	\`remaining_payment_deadline_timestamp\` numeric,
  	\`paid_in_cents\` numeric DEFAULT 0,
  	\`refunded_in_cents\` numeric DEFAULT 0,
  	\`cancellation_tiers\` text,
  	\`status_changed_timestamp\` numeric,
  	\`reminder_sent_timestamp\` numeric,
  	\`remainder_reminder_sent_timestamp\` numeric,
  	\`hidden_for_lessor\` integer DEFAULT false,
  	\`is_last_minute_deal\` integer DEFAULT false,
  	\`last_minute_deal_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`traveller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`chat_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_minute_deal_id\`) REFERENCES \`last_minute_deals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_listing_idx\` ON \`bookings\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_kind_idx\` ON \`bookings\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`bookings_traveller_idx\` ON \`bookings\` (\`traveller_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_lessor_idx\` ON \`bookings\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_pickup_timestamp_idx\` ON \`bookings\` (\`pickup_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`bookings_return_timestamp_idx\` ON \`bookings\` (\`return_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`bookings_chat_idx\` ON \`bookings\` (\`chat_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_acception_deadline_timestamp_idx\` ON \`bookings\` (\`acception_deadline_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payment_deadline_timestamp_idx\` ON \`bookings\` (\`payment_deadline_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`bookings_last_minute_deal_idx\` ON \`bookings\` (\`last_minute_deal_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`chats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`traveller_id\` text(36) NOT NULL,
  	\`booking_id\` text(36),
  	\`pickup_timestamp\` numeric,
  	\`return_timestamp\` numeric,
  	\`is_draft\` integer DEFAULT false,
  	\`last_message_at_ts\` numeric,
  	\`last_message_preview\` text,
  	\`unread_for_lessor\` numeric DEFAULT 0,
  	\`unread_for_traveller\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`traveller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`chats_type_idx\` ON \`chats\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`chats_listing_idx\` ON \`chats\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_lessor_idx\` ON \`chats\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_traveller_idx\` ON \`chats\` (\`traveller_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_booking_idx\` ON \`chats\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_last_message_at_ts_idx\` ON \`chats\` (\`last_message_at_ts\`);`)
  await db.run(sql`CREATE INDEX \`chats_updated_at_idx\` ON \`chats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chats_created_at_idx\` ON \`chats\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`messages_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_attachments_order_idx\` ON \`messages_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`messages_attachments_parent_id_idx\` ON \`messages_attachments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`chat_id\` text(36) NOT NULL,
  	\`author_id\` text(36),
  	\`message\` text,
  	\`type\` text DEFAULT 'user' NOT NULL,
  	\`new_booking_status\` text,
  	\`lessor_id\` text(36),
  	\`traveller_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`chat_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`traveller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_chat_idx\` ON \`messages\` (\`chat_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_author_idx\` ON \`messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_lessor_idx\` ON \`messages\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_traveller_idx\` ON \`messages\` (\`traveller_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`kind\` text,
  	\`author_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`booking_id\` text(36),
  	\`rating\` numeric NOT NULL,
  	\`comment\` text NOT NULL,
  	\`is_hidden\` integer DEFAULT false,
  	\`hidden_reason\` text,
  	\`hidden_at_ts\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_listing_idx\` ON \`reviews\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_kind_idx\` ON \`reviews\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`reviews_author_idx\` ON \`reviews\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_lessor_idx\` ON \`reviews\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_booking_idx\` ON \`reviews\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_is_hidden_idx\` ON \`reviews\` (\`is_hidden\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`review_replies\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`review_id\` text(36) NOT NULL,
  	\`author_id\` text(36) NOT NULL,
  	\`comment\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`review_replies_review_idx\` ON \`review_replies\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_author_idx\` ON \`review_replies\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_updated_at_idx\` ON \`review_replies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_created_at_idx\` ON \`review_replies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rental_requests\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`traveller_id\` text(36) NOT NULL,
  	\`kind\` text DEFAULT 'recreational_vehicle' NOT NULL,
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`travellers_num\` numeric NOT NULL,
  	\`location\` text NOT NULL,
  	\`destination_latitude\` numeric NOT NULL,
  	\`destination_longitude\` numeric NOT NULL,
  	\`pickup_timestamp\` numeric NOT NULL,
  	\`return_timestamp\` numeric NOT NULL,
  	\`flexibility\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`traveller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rental_requests_traveller_idx\` ON \`rental_requests\` (\`traveller_id\`);`)
  await db.run(sql`CREATE INDEX \`rental_requests_kind_idx\` ON \`rental_requests\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`rental_requests_status_idx\` ON \`rental_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`rental_requests_updated_at_idx\` ON \`rental_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rental_requests_created_at_idx\` ON \`rental_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rental_requests_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rental_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rental_requests_texts_order_parent\` ON \`rental_requests_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`rental_request_id\` text(36) NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`traveller_id\` text(36),
  	\`price_in_cents\` numeric NOT NULL,
  	\`pickup_timestamp\` numeric NOT NULL,
  	\`return_timestamp\` numeric NOT NULL,
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`booking_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`rental_request_id\`) REFERENCES \`rental_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`traveller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_rental_request_idx\` ON \`offers\` (\`rental_request_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_listing_idx\` ON \`offers\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_lessor_idx\` ON \`offers\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_traveller_idx\` ON \`offers\` (\`traveller_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_booking_idx\` ON \`offers\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`last_minute_deals\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`listing_id\` text(36) NOT NULL,
  	\`lessor_id\` text(36),
  	\`kind\` text,
  	\`pickup_timestamp\` numeric NOT NULL,
  	\`return_timestamp\` numeric NOT NULL,
  	\`total_price_cents\` numeric NOT NULL,
  	\`normal_price_cents\` numeric,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lessor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`last_minute_deals_listing_idx\` ON \`last_minute_deals\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`last_minute_deals_lessor_idx\` ON \`last_minute_deals\` (\`lessor_id\`);`)
  await db.run(sql`CREATE INDEX \`last_minute_deals_kind_idx\` ON \`last_minute_deals\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`last_minute_deals_pickup_timestamp_idx\` ON \`last_minute_deals\` (\`pickup_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`last_minute_deals_updated_at_idx\` ON \`last_minute_deals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`last_minute_deals_created_at_idx\` ON \`last_minute_deals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`template\` text,
  	\`lang\` text,
  	\`text\` text,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_to_idx\` ON \`mail_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_template_idx\` ON \`mail_outbox\` (\`template\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_sessions_order_idx\` ON \`staff_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_sessions_parent_id_idx\` ON \`staff_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`staff_role\` text DEFAULT 'editor' NOT NULL,
  	\`two_factor_enabled\` integer DEFAULT false,
  	\`totp_secret\` text,
  	\`totp_pending_secret\` text,
  	\`totp_last_step\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_email_idx\` ON \`staff\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_type\` text NOT NULL,
  	\`actor_staff_id\` text(36),
  	\`actor_user_id\` text(36),
  	\`target_collection\` text NOT NULL,
  	\`target_id\` text NOT NULL,
  	\`account_user_id\` text(36),
  	\`before\` text,
  	\`after\` text,
  	\`reason\` text,
  	\`client_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_staff_idx\` ON \`audit_log\` (\`actor_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_user_idx\` ON \`audit_log\` (\`actor_user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_collection_idx\` ON \`audit_log\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_id_idx\` ON \`audit_log\` (\`target_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_account_user_idx\` ON \`audit_log\` (\`account_user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`listings_id\` text(36),
  	\`season_rates_id\` text(36),
  	\`season_availabilities_id\` text(36),
  	\`manual_reservations_id\` text(36),
  	\`extra_amenities_id\` text(36),
  	\`cancellation_terms_id\` text(36),
  	\`booked_nights_id\` text(36),
  	\`amenities_id\` text(36),
  	\`activities_id\` text(36),
  	\`location_situations_id\` text(36),
  	\`brands_id\` text(36),
  	\`landing_pages_id\` text(36),
  	\`media_id\` text(36),
  	\`private_files_id\` text(36),
  	\`users_id\` text(36),
  	\`auth_sessions_id\` text(36),
  	\`legal_types_id\` text(36),
  	\`merchants_id\` text(36),
  	\`bank_accounts_id\` text(36),
  	\`plans_id\` text(36),
  	\`subscriptions_id\` text(36),
  	\`transactions_id\` text(36),
  	\`payment_events_id\` text(36),
  	\`wishlists_id\` text(36),
  	\`bookings_id\` text(36),
  	\`chats_id\` text(36),
  	\`messages_id\` text(36),
  	\`reviews_id\` text(36),
  	\`review_replies_id\` text(36),
  	\`rental_requests_id\` text(36),
  	\`offers_id\` text(36),
  	\`last_minute_deals_id\` text(36),
  	\`contact_messages_id\` text(36),
  	\`mail_outbox_id\` text(36),
  	\`staff_id\` text(36),
  	\`audit_log_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listings_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`season_rates_id\`) REFERENCES \`season_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`season_availabilities_id\`) REFERENCES \`season_availabilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manual_reservations_id\`) REFERENCES \`manual_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`extra_amenities_id\`) REFERENCES \`extra_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cancellation_terms_id\`) REFERENCES \`cancellation_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booked_nights_id\`) REFERENCES \`booked_nights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`location_situations_id\`) REFERENCES \`location_situations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_pages_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_sessions_id\`) REFERENCES \`auth_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_types_id\`) REFERENCES \`legal_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`merchants_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bank_accounts_id\`) REFERENCES \`bank_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transactions_id\`) REFERENCES \`transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wishlists_id\`) REFERENCES \`wishlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chats_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_replies_id\`) REFERENCES \`review_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rental_requests_id\`) REFERENCES \`rental_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`last_minute_deals_id\`) REFERENCES \`last_minute_deals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_season_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`season_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_season_availabilities_id_idx\` ON \`payload_locked_documents_rels\` (\`season_availabilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manual_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`manual_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_extra_amenities_id_idx\` ON \`payload_locked_documents_rels\` (\`extra_amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cancellation_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`cancellation_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booked_nights_id_idx\` ON \`payload_locked_documents_rels\` (\`booked_nights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_amenities_id_idx\` ON \`payload_locked_documents_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_location_situations_id_idx\` ON \`payload_locked_documents_rels\` (\`location_situations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_types_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchants_id_idx\` ON \`payload_locked_documents_rels\` (\`merchants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bank_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`bank_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wishlists_id_idx\` ON \`payload_locked_documents_rels\` (\`wishlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chats_id_idx\` ON \`payload_locked_documents_rels\` (\`chats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`review_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rental_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`rental_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_last_minute_deals_id_idx\` ON \`payload_locked_documents_rels\` (\`last_minute_deals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_staff_id_idx\` ON \`payload_preferences_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`currency_rates_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`rate_per_eur\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`currency_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`currency_rates_rates_order_idx\` ON \`currency_rates_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`currency_rates_rates_parent_id_idx\` ON \`currency_rates_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`currency_rates\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`updated_at_ts\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`listings_station_pickup_hours\`;`)
  await db.run(sql`DROP TABLE \`listings_station_dropoff_hours\`;`)
  await db.run(sql`DROP TABLE \`listings_deposit_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`listings_images\`;`)
  await db.run(sql`DROP TABLE \`listings_documents\`;`)
  await db.run(sql`DROP TABLE \`listings_suitability\`;`)
  await db.run(sql`DROP TABLE \`listings\`;`)
  await db.run(sql`DROP TABLE \`listings_rels\`;`)
  await db.run(sql`DROP TABLE \`season_rates\`;`)
  await db.run(sql`DROP TABLE \`season_availabilities\`;`)
  await db.run(sql`DROP TABLE \`manual_reservations\`;`)
  await db.run(sql`DROP TABLE \`extra_amenities_conditions\`;`)
  await db.run(sql`DROP TABLE \`extra_amenities\`;`)
  await db.run(sql`DROP TABLE \`cancellation_terms\`;`)
  await db.run(sql`DROP TABLE \`booked_nights\`;`)
  await db.run(sql`DROP TABLE \`amenities\`;`)
  await db.run(sql`DROP TABLE \`activities\`;`)
  await db.run(sql`DROP TABLE \`location_situations\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_sections_image_objects\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_faqs\`;`)
  await db.run(sql`DROP TABLE \`landing_pages\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_version_sections_image_objects\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_version_faqs\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`auth_sessions\`;`)
  await db.run(sql`DROP TABLE \`legal_types\`;`)
  await db.run(sql`DROP TABLE \`merchants\`;`)
  await db.run(sql`DROP TABLE \`bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`plans\`;`)
  await db.run(sql`DROP TABLE \`plans_texts\`;`)
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`transactions\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`wishlists\`;`)
  await db.run(sql`DROP TABLE \`wishlists_rels\`;`)
  await db.run(sql`DROP TABLE \`bookings_persons\`;`)
  await db.run(sql`DROP TABLE \`bookings_booked_extra_amenities\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`chats\`;`)
  await db.run(sql`DROP TABLE \`messages_attachments\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`review_replies\`;`)
  await db.run(sql`DROP TABLE \`rental_requests\`;`)
  await db.run(sql`DROP TABLE \`rental_requests_texts\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`last_minute_deals\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`staff_sessions\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`currency_rates_rates\`;`)
  await db.run(sql`DROP TABLE \`currency_rates\`;`)
}
