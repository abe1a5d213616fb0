import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listings_station_pickup_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_listings_station_dropoff_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_listings_deposit_payment_methods" AS ENUM('Credit Card', 'Cheque', 'Cash', 'Bank Wire', 'Other');
  CREATE TYPE "public"."enum_listings_images_slot" AS ENUM('Front View', 'Rear View', 'Driver''s Compartment', 'Kitchen', 'Bathroom/Toilets', 'Berth', 'Seats', 'Other 1', 'Other 2', 'Other 3', 'Other 4', 'Other 5', 'Main', 'Spots', 'Surroundings', 'Situation', 'Full View', 'Side View', 'Cockpit', 'Deck Space', 'Lounge Area', 'Galley', 'Sleeping Area', 'Bathroom');
  CREATE TYPE "public"."enum_listings_documents_type" AS ENUM('Registration Certificate', 'Proof of Insurance', 'Rental Terms');
  CREATE TYPE "public"."enum_listings_suitability" AS ENUM('Tent', 'Campervan', 'Caravan');
  CREATE TYPE "public"."enum_listings_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_listings_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_listings_advance_reserve_time" AS ENUM('1_day', '1_week', '1_month', '1_year', 'no_limit');
  CREATE TYPE "public"."enum_listings_booking_deadline_before_departure" AS ENUM('1_day', '1_week', '1_month', '1_year', 'no_limit');
  CREATE TYPE "public"."enum_listings_fuel_type" AS ENUM('Petrol', 'Diesel', 'Electric', 'Hybrid', 'Gas', 'LPG');
  CREATE TYPE "public"."enum_listings_rv_type" AS ENUM('Campervan', 'Coachbuilt', 'Cabover', 'Caravan', 'Panel Truck', 'Integrated', 'Semi-Integrated', 'Rooftop', '4WD', 'Other');
  CREATE TYPE "public"."enum_listings_licence_type" AS ENUM('AM', 'A1', 'A2', 'A', 'B', 'BE', 'B96', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE', 'L', 'T');
  CREATE TYPE "public"."enum_listings_driving_license_class" AS ENUM('AM', 'A1', 'A2', 'A', 'B', 'BE', 'B96', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE', 'L', 'T');
  CREATE TYPE "public"."enum_listings_transmission_type" AS ENUM('Automatic', 'Manual', 'Semi-Automatic');
  CREATE TYPE "public"."enum_listings_emission_class" AS ENUM('euro1', 'euro2', 'euro3', 'euro4', 'euro5', 'euro6', 'euro6c', 'euro6d');
  CREATE TYPE "public"."enum_listings_can_travel_abroad" AS ENUM('Yes', 'No', 'Upon Request');
  CREATE TYPE "public"."enum_listings_insurance_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_listings_boat_type" AS ENUM('Motorboat', 'Sailboat', 'RIB', 'Houseboat', 'Jet ski', 'Gulet', 'Yacht', 'Motor Yacht', 'Sail Yacht', 'Catamaran', 'Fisherman', 'WaterCamper', 'Dinghy', 'Floating Villa', 'Other');
  CREATE TYPE "public"."enum_season_rates_color" AS ENUM('red', 'blue', 'green', 'orange', 'purple', 'gray');
  CREATE TYPE "public"."enum_season_rates_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_extra_amenities_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_extra_amenities_unit" AS ENUM('per_booking', 'included', 'based_on_usage', 'on_site', 'per_day', 'per_night', 'once_per_booking', 'per_consumption');
  CREATE TYPE "public"."enum_extra_amenities_recurrence" AS ENUM('once', 'daily', 'nightly');
  CREATE TYPE "public"."enum_booked_nights_source" AS ENUM('booking', 'manual_reservation');
  CREATE TYPE "public"."enum_amenities_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_brands_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_landing_pages_type" AS ENUM('campervan', 'campsite', 'boat');
  CREATE TYPE "public"."enum_landing_pages_page_type" AS ENUM('city', 'country', 'recreational_regions');
  CREATE TYPE "public"."enum_landing_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_version_type" AS ENUM('campervan', 'campsite', 'boat');
  CREATE TYPE "public"."enum__landing_pages_v_version_page_type" AS ENUM('city', 'country', 'recreational_regions');
  CREATE TYPE "public"."enum__landing_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_private_files_kind" AS ENUM('Registration Certificate', 'Proof of Insurance', 'Rental Terms', 'Company Papers', 'Identity Document');
  CREATE TYPE "public"."enum_users_currency_code" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_merchants_provider" AS ENUM('sandbox', 'stripe');
  CREATE TYPE "public"."enum_bank_accounts_currency" AS ENUM('EUR', 'USD', 'GBP', 'JPY', 'CNY', 'CAD', 'AUD', 'NZD', 'CHF', 'NOK', 'SEK', 'DKK');
  CREATE TYPE "public"."enum_plans_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_plans_interval" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_subscriptions_provider" AS ENUM('sandbox', 'stripe');
  CREATE TYPE "public"."enum_subscriptions_payment_method_type" AS ENUM('card', 'sepa_debit');
  CREATE TYPE "public"."enum_transactions_currency_code" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_transactions_kind" AS ENUM('subscription', 'charge', 'refund');
  CREATE TYPE "public"."enum_transactions_purpose" AS ENUM('down_payment', 'remaining', 'full');
  CREATE TYPE "public"."enum_transactions_provider" AS ENUM('sandbox', 'stripe');
  CREATE TYPE "public"."enum_payment_events_provider" AS ENUM('sandbox', 'stripe');
  CREATE TYPE "public"."enum_bookings_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('ENQUIRY', 'PENDING', 'AWAITING_PAYMENT', 'PROCESSING_PAYMENT', 'CONFIRMED', 'UPCOMING_TRIP', 'ON_GOING_TRIP', 'TRIP_COMPLETED', 'CONTACT_LESSOR', 'REJECTED', 'RENTING_CANCELLED', 'TRAVELLER_CANCELLED', 'ABANDONED', 'EXPIRED_PAYMENT');
  CREATE TYPE "public"."enum_bookings_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_bookings_payment_method" AS ENUM('ideal', 'sepa', 'creditcard', 'paypal-ppcp', 'google-pay', 'apple-pay', 'bcmc');
  CREATE TYPE "public"."enum_chats_type" AS ENUM('vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_messages_attachments_kind" AS ENUM('image', 'file');
  CREATE TYPE "public"."enum_messages_type" AS ENUM('user', 'system');
  CREATE TYPE "public"."enum_messages_new_booking_status" AS ENUM('ENQUIRY', 'PENDING', 'AWAITING_PAYMENT', 'PROCESSING_PAYMENT', 'CONFIRMED', 'UPCOMING_TRIP', 'ON_GOING_TRIP', 'TRIP_COMPLETED', 'CONTACT_LESSOR', 'REJECTED', 'RENTING_CANCELLED', 'TRAVELLER_CANCELLED', 'ABANDONED', 'EXPIRED_PAYMENT');
  CREATE TYPE "public"."enum_reviews_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_rental_requests_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_rental_requests_status" AS ENUM('PENDING', 'CLOSED');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED');
  CREATE TYPE "public"."enum_last_minute_deals_kind" AS ENUM('recreational_vehicle', 'campsite', 'boat');
  CREATE TYPE "public"."enum_last_minute_deals_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TYPE "public"."enum_staff_staff_role" AS ENUM('editor', 'support', 'admin');
  CREATE TYPE "public"."enum_audit_log_actor_type" AS ENUM('staff', 'user', 'system');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'bookingDeadlines', 'rentalRequestDigest');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'bookingDeadlines', 'rentalRequestDigest');
  CREATE TYPE "public"."enum_currency_rates_rates_currency" AS ENUM('EUR', 'BGN', 'DKK', 'PLN', 'RON', 'SEK', 'CZK', 'HUF', 'ISK', 'CHF', 'NOK', 'AUD', 'NZD', 'CAD', 'USD', 'GBP', 'JPY', 'ZAR', 'NAD', 'ARS');
  CREATE TABLE "listings_station_pickup_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_listings_station_pickup_hours_day" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "listings_station_dropoff_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_listings_station_dropoff_hours_day" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "listings_deposit_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_listings_deposit_payment_methods",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "listings_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" "enum_listings_images_slot" NOT NULL,
  	"image_id" uuid NOT NULL
  );
  
  CREATE TABLE "listings_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_listings_documents_type" NOT NULL,
  	"file_id" uuid NOT NULL
  );
  
  CREATE TABLE "listings_suitability" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_listings_suitability",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "listings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_listings_kind" NOT NULL,
  	"lessor_id" uuid NOT NULL,
  	"is_draft" boolean DEFAULT true,
  	"currency" "enum_listings_currency" DEFAULT 'EUR' NOT NULL,
  	"comments_count" numeric DEFAULT 0,
  	"average_rating" numeric,
  	"unpublished_reason" varchar,
  	"unpublished_at_ts" numeric,
  	"title" varchar NOT NULL,
  	"title_de" varchar,
  	"description" varchar NOT NULL,
  	"is_pets_allowed" boolean DEFAULT false,
  	"is_smoking_allowed" boolean DEFAULT false,
  	"is_instant_booking_allowed" boolean DEFAULT false,
  	"street_address" varchar,
  	"house_number" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"country" varchar,
  	"country_iso2" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"place_id" varchar,
  	"location_context" varchar,
  	"checkin_checkout_time_info" varchar,
  	"contact_whatsapp" varchar,
  	"contact_phone" varchar,
  	"opening_hours_weekdays" varchar,
  	"opening_hours_saturday" varchar,
  	"default_rate_in_cents" numeric,
  	"default_min_rent_days" numeric DEFAULT 1,
  	"cleaning_fee_in_cents" numeric DEFAULT 0,
  	"longer_hire_discount" numeric,
  	"early_booking_discount" numeric,
  	"down_payment_percent" numeric,
  	"advance_reserve_time" "enum_listings_advance_reserve_time",
  	"booking_deadline_before_departure" "enum_listings_booking_deadline_before_departure",
  	"deposit_amount" numeric,
  	"deductible_insurance" varchar,
  	"rental_terms" varchar,
  	"rental_terms_url" varchar,
  	"brand" varchar,
  	"model" varchar,
  	"length" numeric,
  	"width" numeric,
  	"motor_horse_power" numeric,
  	"fuel_type" "enum_listings_fuel_type",
  	"rv_type" "enum_listings_rv_type",
  	"registration_timestamp" numeric,
  	"registration_country_iso2" varchar,
  	"licence_type" "enum_listings_licence_type",
  	"licence_plate" varchar,
  	"driving_license_class" "enum_listings_driving_license_class",
  	"height" numeric,
  	"wight_empty" numeric,
  	"permissible_weight" numeric,
  	"drawbar_load" numeric,
  	"seats_num" numeric,
  	"child_seat_num" numeric,
  	"sleeps" numeric,
  	"fuel_capacity" numeric,
  	"fresh_water_capacity" numeric,
  	"waste_water_capacity" numeric,
  	"transmission_type" "enum_listings_transmission_type",
  	"emission_class" "enum_listings_emission_class",
  	"emission_sticker" varchar,
  	"fuel_consumption" numeric,
  	"gears_num" numeric,
  	"mileage" numeric,
  	"previous_owners_num" numeric,
  	"exterior_color" varchar,
  	"service_valid_timestamp" numeric,
  	"is_damaged" boolean DEFAULT false,
  	"km_limit_per_day" numeric,
  	"price_per_extra_km" numeric,
  	"driver_licence_term" numeric,
  	"driver_min_age" numeric,
  	"driver_max_age" numeric,
  	"can_travel_abroad" "enum_listings_can_travel_abroad",
  	"third_party_liability" boolean DEFAULT false,
  	"partial_cover_insurance" boolean DEFAULT false,
  	"fully_cover_insurance" boolean DEFAULT false,
  	"third_party_liability_amount_in_cents" numeric,
  	"partial_cover_amount_in_cents" numeric,
  	"fully_cover_amount_in_cents" numeric,
  	"insurance_currency" "enum_listings_insurance_currency" DEFAULT 'EUR',
  	"area_m2" numeric,
  	"pitches_num" numeric,
  	"people_per_pitch" numeric,
  	"default_extra_charge_per_adult_in_cents" numeric,
  	"default_extra_charge_per_child_in_cents" numeric,
  	"boat_type" "enum_listings_boat_type",
  	"harbour" varchar,
  	"construction_timestamp" numeric,
  	"renovated" numeric,
  	"draft" numeric,
  	"speed" numeric,
  	"tender_horse_power" numeric,
  	"onboard_capacity" numeric,
  	"cabins_number" numeric,
  	"berths_number" numeric,
  	"bedrooms_number" numeric,
  	"showers_number" numeric,
  	"toilets_number" numeric,
  	"boat_license_requirement" boolean DEFAULT false,
  	"is_indie_camper" boolean DEFAULT false,
  	"identifier" varchar,
  	"thl_booking_code" varchar,
  	"neorent_uid" varchar,
  	"mcrent_vehicle_id" varchar,
  	"five_anker_id" varchar,
  	"campnerd_accommodation_id" varchar,
  	"wheeloffice_uid" varchar,
  	"vanever_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"amenities_id" uuid,
  	"location_situations_id" uuid,
  	"activities_id" uuid
  );
  
  CREATE TABLE "season_rates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"season" varchar NOT NULL,
  	"color" "enum_season_rates_color" DEFAULT 'blue',
  	"rate_in_cents" numeric NOT NULL,
  	"currency" "enum_season_rates_currency",
  	"extra_charge_per_adult_in_cents" numeric,
  	"extra_charge_per_child_in_cents" numeric,
  	"max_guests_allowed" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "season_availabilities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"start_timestamp" numeric NOT NULL,
  	"end_timestamp" numeric NOT NULL,
  	"is_available" boolean DEFAULT true,
  	"season_rate_id" uuid,
  	"min_rent_dates" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manual_reservations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"start_timestamp" numeric NOT NULL,
  	"end_timestamp" numeric NOT NULL,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "extra_amenities_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line" varchar NOT NULL,
  	"subline" varchar
  );
  
  CREATE TABLE "extra_amenities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"name" varchar NOT NULL,
  	"name_de" varchar,
  	"price_in_cents" numeric NOT NULL,
  	"currency" "enum_extra_amenities_currency",
  	"available" numeric DEFAULT 1 NOT NULL,
  	"unit" "enum_extra_amenities_unit" DEFAULT 'per_booking' NOT NULL,
  	"recurrence" "enum_extra_amenities_recurrence" DEFAULT 'once' NOT NULL,
  	"mandatory" boolean DEFAULT false,
  	"included" boolean DEFAULT false,
  	"age_from" numeric,
  	"age_to" numeric,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cancellation_terms" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"days" numeric NOT NULL,
  	"percent" numeric NOT NULL,
  	"minimum_amount_in_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booked_nights" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"night" varchar NOT NULL,
  	"source" "enum_booked_nights_source" NOT NULL,
  	"booking_id" uuid,
  	"manual_reservation_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "amenities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_amenities_kind" NOT NULL,
  	"section" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"name_de" varchar,
  	"icon_url" varchar,
  	"is_dimension" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"name_de" varchar,
  	"icon_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "location_situations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"name_de" varchar,
  	"icon_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_brands_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_pages_sections_image_objects" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid
  );
  
  CREATE TABLE "landing_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "landing_pages_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "landing_pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"slug" varchar,
  	"type" "enum_landing_pages_type",
  	"page_type" "enum_landing_pages_page_type",
  	"country" varchar,
  	"city" varchar,
  	"region" varchar,
  	"main_title" varchar,
  	"main_description" varchar,
  	"main_image_id" uuid,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_landing_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_landing_pages_v_version_sections_image_objects" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"order" numeric DEFAULT 0,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"order" numeric DEFAULT 0,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_slug" varchar,
  	"version_type" "enum__landing_pages_v_version_type",
  	"version_page_type" "enum__landing_pages_v_version_page_type",
  	"version_country" varchar,
  	"version_city" varchar,
  	"version_region" varchar,
  	"version_main_title" varchar,
  	"version_main_description" varchar,
  	"version_main_image_id" uuid,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__landing_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"alt" varchar,
  	"owner_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "private_files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_private_files_kind",
  	"owner_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar NOT NULL,
  	"password_hash" varchar,
  	"role" numeric DEFAULT 1 NOT NULL,
  	"photo_id" uuid,
  	"is_profile_completed" boolean DEFAULT false,
  	"currency_code" "enum_users_currency_code" DEFAULT 'EUR' NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"company_country" varchar,
  	"company_country_code_iso2" varchar,
  	"company_name" varchar,
  	"company_type" varchar DEFAULT 'Unipersonal Company',
  	"company_legal_type_name" varchar,
  	"company_legal_type_code" varchar,
  	"coc_number" varchar,
  	"vat_number" varchar,
  	"date_of_birth_timestamp" numeric,
  	"lang_code" varchar,
  	"is_email_verified" boolean DEFAULT false,
  	"is_active" boolean DEFAULT true,
  	"google_sub" varchar,
  	"last_login_ts" numeric,
  	"deleted_at_ts" numeric,
  	"locked_at_ts" numeric,
  	"rental_digest_sent_ts" numeric,
  	"rental_digest_opt_out" boolean DEFAULT false,
  	"totp_enabled_at_ts" numeric,
  	"totp_secret" varchar,
  	"totp_pending_secret" varchar,
  	"totp_last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"family_id" varchar NOT NULL,
  	"current_jti" varchar NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"expires_at_ts" numeric NOT NULL,
  	"authenticated_at_ts" numeric,
  	"created_ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_types" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"country_code_iso2" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "merchants" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"provider" "enum_merchants_provider" DEFAULT 'sandbox' NOT NULL,
  	"provider_account_id" varchar,
  	"status" varchar DEFAULT 'pending' NOT NULL,
  	"merged_status" varchar,
  	"description_code" varchar,
  	"overview_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bank_accounts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"merchant_id" uuid NOT NULL,
  	"user_id" uuid,
  	"status" varchar DEFAULT 'pending' NOT NULL,
  	"holder_name" varchar,
  	"iban_last4" varchar,
  	"currency" "enum_bank_accounts_currency" DEFAULT 'EUR',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"listing_number" numeric NOT NULL,
  	"price_in_cents_without_vat" numeric NOT NULL,
  	"currency" "enum_plans_currency" DEFAULT 'EUR' NOT NULL,
  	"interval" "enum_plans_interval" DEFAULT 'month' NOT NULL,
  	"is_free" boolean DEFAULT false,
  	"trial_days" numeric DEFAULT 0,
  	"provider_price_id" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plans_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "subscriptions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"plan_id" uuid NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"is_cancelled" boolean DEFAULT false,
  	"trial_end_ts" numeric,
  	"current_term_start_ts" numeric,
  	"current_term_end_ts" numeric,
  	"provider" "enum_subscriptions_provider" DEFAULT 'sandbox',
  	"provider_subscription_id" varchar,
  	"provider_customer_id" varchar,
  	"checkout_session_id" varchar,
  	"setup_session_id" varchar,
  	"credit_in_cents" numeric DEFAULT 0,
  	"payment_method_type" "enum_subscriptions_payment_method_type",
  	"payment_method_brand" varchar,
  	"payment_method_last4" varchar,
  	"payment_method_exp_month" numeric,
  	"payment_method_exp_year" numeric,
  	"payment_method_bank_code" varchar,
  	"payment_method_country" varchar,
  	"payment_method_provider_payment_method_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transactions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"subscription_id" uuid,
  	"date_ts" numeric NOT NULL,
  	"amount_in_cents" numeric NOT NULL,
  	"total_in_cents" numeric NOT NULL,
  	"currency_code" "enum_transactions_currency_code" DEFAULT 'EUR' NOT NULL,
  	"payment_method" varchar,
  	"status" varchar NOT NULL,
  	"card_number" varchar,
  	"invoice_pdf" varchar,
  	"invoice_number" varchar,
  	"description" varchar,
  	"kind" "enum_transactions_kind" DEFAULT 'subscription',
  	"booking_id" uuid,
  	"purpose" "enum_transactions_purpose",
  	"provider" "enum_transactions_provider",
  	"provider_payment_id" varchar,
  	"provider_charge_id" varchar,
  	"provider_refund_id" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"provider" "enum_payment_events_provider" NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"provider_payment_id" varchar,
  	"booking_id" uuid,
  	"received_timestamp" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wishlists" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"owner_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wishlists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"listings_id" uuid
  );
  
  CREATE TABLE "bookings_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"birthdate_timestamp" numeric NOT NULL
  );
  
  CREATE TABLE "bookings_booked_extra_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"extra_amenity_id" uuid NOT NULL,
  	"quantity" numeric NOT NULL,
  	"total_charge_in_cents" numeric
  );
  
  CREATE TABLE "bookings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"kind" "enum_bookings_kind",
  	"traveller_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"status" "enum_bookings_status" DEFAULT 'PENDING' NOT NULL,
  	"pickup_timestamp" numeric NOT NULL,
  	"return_timestamp" numeric NOT NULL,
  	"total_rent_price_in_cents" numeric NOT NULL,
  	"cash_payment_in_cents" numeric,
  	"opp_payment_in_cents" numeric,
  	"down_payment_in_cents" numeric,
  	"remaining_amount_in_cents" numeric,
  	"currency" "enum_bookings_currency" DEFAULT 'EUR' NOT NULL,
  	"adults_num" numeric DEFAULT 1,
  	"children_num" numeric DEFAULT 0,
  	"pitches_num" numeric,
  	"travellers_num" numeric,
  	"traveller_name" varchar,
  	"traveller_phone" varchar,
  	"description" varchar,
  	"license_plate" varchar,
  	"vehicle_length" numeric,
  	"vehicle_width" numeric,
  	"display_details" jsonb,
  	"chat_id" uuid,
  	"full_prepayment" boolean DEFAULT false,
  	"is_instant" boolean DEFAULT false,
  	"is_indie_camper" boolean DEFAULT false,
  	"payment_method" "enum_bookings_payment_method",
  	"acception_deadline_timestamp" numeric,
  	"payment_deadline_timestamp" numeric,
  	"remaining_payment_deadline_timestamp" numeric,
  	"paid_in_cents" numeric DEFAULT 0,
  	"refunded_in_cents" numeric DEFAULT 0,
  	"cancellation_tiers" jsonb,
  	"status_changed_timestamp" numeric,
  	"reminder_sent_timestamp" numeric,
  	"remainder_reminder_sent_timestamp" numeric,
  	"hidden_for_lessor" boolean DEFAULT false,
  	"is_last_minute_deal" boolean DEFAULT false,
  	"last_minute_deal_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"type" "enum_chats_type",
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"traveller_id" uuid NOT NULL,
  	"booking_id" uuid,
  	"pickup_timestamp" numeric,
  	"return_timestamp" numeric,
  	"is_draft" boolean DEFAULT false,
  	"last_message_at_ts" numeric,
  	"last_message_preview" varchar,
  	"unread_for_lessor" numeric DEFAULT 0,
  	"unread_for_traveller" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "messages_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_messages_attachments_kind" NOT NULL,
  	"url" varchar NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"chat_id" uuid NOT NULL,
  	"author_id" uuid,
  	"message" varchar,
  	"type" "enum_messages_type" DEFAULT 'user' NOT NULL,
  	"new_booking_status" "enum_messages_new_booking_status",
  	"lessor_id" uuid,
  	"traveller_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"kind" "enum_reviews_kind",
  	"author_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"booking_id" uuid,
  	"rating" numeric NOT NULL,
  	"comment" varchar NOT NULL,
  	"is_hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"hidden_at_ts" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_replies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"review_id" uuid NOT NULL,
  	"author_id" uuid NOT NULL,
  	"comment" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rental_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"traveller_id" uuid NOT NULL,
  	"kind" "enum_rental_requests_kind" DEFAULT 'recreational_vehicle' NOT NULL,
  	"status" "enum_rental_requests_status" DEFAULT 'PENDING' NOT NULL,
  	"travellers_num" numeric NOT NULL,
  	"location" varchar NOT NULL,
  	"destination_latitude" numeric NOT NULL,
  	"destination_longitude" numeric NOT NULL,
  	"pickup_timestamp" numeric NOT NULL,
  	"return_timestamp" numeric NOT NULL,
  	"flexibility" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rental_requests_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"rental_request_id" uuid NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"traveller_id" uuid,
  	"price_in_cents" numeric NOT NULL,
  	"pickup_timestamp" numeric NOT NULL,
  	"return_timestamp" numeric NOT NULL,
  	"status" "enum_offers_status" DEFAULT 'PENDING' NOT NULL,
  	"booking_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "last_minute_deals" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"listing_id" uuid NOT NULL,
  	"lessor_id" uuid,
  	"kind" "enum_last_minute_deals_kind",
  	"pickup_timestamp" numeric NOT NULL,
  	"return_timestamp" numeric NOT NULL,
  	"total_price_cents" numeric NOT NULL,
  	"normal_price_cents" numeric,
  	"currency" "enum_last_minute_deals_currency" DEFAULT 'EUR' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"template" varchar,
  	"lang" varchar,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"staff_role" "enum_staff_staff_role" DEFAULT 'editor' NOT NULL,
  	"two_factor_enabled" boolean DEFAULT false,
  	"totp_secret" varchar,
  	"totp_pending_secret" varchar,
  	"totp_last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "audit_log" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"action" varchar NOT NULL,
  	"actor_type" "enum_audit_log_actor_type" NOT NULL,
  	"actor_staff_id" uuid,
  	"actor_user_id" uuid,
  	"target_collection" varchar NOT NULL,
  	"target_id" varchar NOT NULL,
  	"account_user_id" uuid,
  	"before" jsonb,
  	"after" jsonb,
  	"reason" varchar,
  	"client_ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"listings_id" uuid,
  	"season_rates_id" uuid,
  	"season_availabilities_id" uuid,
  	"manual_reservations_id" uuid,
  	"extra_amenities_id" uuid,
  	"cancellation_terms_id" uuid,
  	"booked_nights_id" uuid,
  	"amenities_id" uuid,
  	"activities_id" uuid,
  	"location_situations_id" uuid,
  	"brands_id" uuid,
  	"landing_pages_id" uuid,
  	"media_id" uuid,
  	"private_files_id" uuid,
  	"users_id" uuid,
  	"auth_sessions_id" uuid,
  	"legal_types_id" uuid,
  	"merchants_id" uuid,
  	"bank_accounts_id" uuid,
  	"plans_id" uuid,
  	"subscriptions_id" uuid,
  	"transactions_id" uuid,
  	"payment_events_id" uuid,
  	"wishlists_id" uuid,
  	"bookings_id" uuid,
  	"chats_id" uuid,
  	"messages_id" uuid,
  	"reviews_id" uuid,
  	"review_replies_id" uuid,
  	"rental_requests_id" uuid,
  	"offers_id" uuid,
  	"last_minute_deals_id" uuid,
  	"contact_messages_id" uuid,
  	"mail_outbox_id" uuid,
  	"staff_id" uuid,
  	"audit_log_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "currency_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_currency_rates_rates_currency" NOT NULL,
  	"rate_per_eur" numeric NOT NULL
  );
  
  CREATE TABLE "currency_rates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"updated_at_ts" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "listings_station_pickup_hours" ADD CONSTRAINT "listings_station_pickup_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_station_dropoff_hours" ADD CONSTRAINT "listings_station_dropoff_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_deposit_payment_methods" ADD CONSTRAINT "listings_deposit_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_images" ADD CONSTRAINT "listings_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listings_images" ADD CONSTRAINT "listings_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_documents" ADD CONSTRAINT "listings_documents_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listings_documents" ADD CONSTRAINT "listings_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_suitability" ADD CONSTRAINT "listings_suitability_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings" ADD CONSTRAINT "listings_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_location_situations_fk" FOREIGN KEY ("location_situations_id") REFERENCES "public"."location_situations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "season_rates" ADD CONSTRAINT "season_rates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "season_rates" ADD CONSTRAINT "season_rates_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "season_availabilities" ADD CONSTRAINT "season_availabilities_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "season_availabilities" ADD CONSTRAINT "season_availabilities_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "season_availabilities" ADD CONSTRAINT "season_availabilities_season_rate_id_season_rates_id_fk" FOREIGN KEY ("season_rate_id") REFERENCES "public"."season_rates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_reservations" ADD CONSTRAINT "manual_reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manual_reservations" ADD CONSTRAINT "manual_reservations_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "extra_amenities_conditions" ADD CONSTRAINT "extra_amenities_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."extra_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "extra_amenities" ADD CONSTRAINT "extra_amenities_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "extra_amenities" ADD CONSTRAINT "extra_amenities_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cancellation_terms" ADD CONSTRAINT "cancellation_terms_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cancellation_terms" ADD CONSTRAINT "cancellation_terms_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booked_nights" ADD CONSTRAINT "booked_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booked_nights" ADD CONSTRAINT "booked_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booked_nights" ADD CONSTRAINT "booked_nights_manual_reservation_id_manual_reservations_id_fk" FOREIGN KEY ("manual_reservation_id") REFERENCES "public"."manual_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_sections_image_objects" ADD CONSTRAINT "landing_pages_sections_image_objects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_sections_image_objects" ADD CONSTRAINT "landing_pages_sections_image_objects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_sections" ADD CONSTRAINT "landing_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_faqs" ADD CONSTRAINT "landing_pages_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_main_image_id_media_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_version_sections_image_objects" ADD CONSTRAINT "_landing_pages_v_version_sections_image_objects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_version_sections_image_objects" ADD CONSTRAINT "_landing_pages_v_version_sections_image_objects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_version_sections" ADD CONSTRAINT "_landing_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_version_faqs" ADD CONSTRAINT "_landing_pages_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_parent_id_landing_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_version_main_image_id_media_id_fk" FOREIGN KEY ("version_main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_files" ADD CONSTRAINT "private_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans_texts" ADD CONSTRAINT "plans_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlists_rels" ADD CONSTRAINT "wishlists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wishlists_rels" ADD CONSTRAINT "wishlists_rels_listings_fk" FOREIGN KEY ("listings_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_persons" ADD CONSTRAINT "bookings_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_booked_extra_amenities" ADD CONSTRAINT "bookings_booked_extra_amenities_extra_amenity_id_extra_amenities_id_fk" FOREIGN KEY ("extra_amenity_id") REFERENCES "public"."extra_amenities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_booked_extra_amenities" ADD CONSTRAINT "bookings_booked_extra_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_last_minute_deal_id_last_minute_deals_id_fk" FOREIGN KEY ("last_minute_deal_id") REFERENCES "public"."last_minute_deals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages_attachments" ADD CONSTRAINT "messages_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rental_requests" ADD CONSTRAINT "rental_requests_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rental_requests_texts" ADD CONSTRAINT "rental_requests_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rental_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_rental_request_id_rental_requests_id_fk" FOREIGN KEY ("rental_request_id") REFERENCES "public"."rental_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "last_minute_deals" ADD CONSTRAINT "last_minute_deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "last_minute_deals" ADD CONSTRAINT "last_minute_deals_lessor_id_users_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listings_fk" FOREIGN KEY ("listings_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_season_rates_fk" FOREIGN KEY ("season_rates_id") REFERENCES "public"."season_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_season_availabilities_fk" FOREIGN KEY ("season_availabilities_id") REFERENCES "public"."season_availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manual_reservations_fk" FOREIGN KEY ("manual_reservations_id") REFERENCES "public"."manual_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_extra_amenities_fk" FOREIGN KEY ("extra_amenities_id") REFERENCES "public"."extra_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cancellation_terms_fk" FOREIGN KEY ("cancellation_terms_id") REFERENCES "public"."cancellation_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booked_nights_fk" FOREIGN KEY ("booked_nights_id") REFERENCES "public"."booked_nights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_location_situations_fk" FOREIGN KEY ("location_situations_id") REFERENCES "public"."location_situations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_pages_fk" FOREIGN KEY ("landing_pages_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_sessions_fk" FOREIGN KEY ("auth_sessions_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_types_fk" FOREIGN KEY ("legal_types_id") REFERENCES "public"."legal_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchants_fk" FOREIGN KEY ("merchants_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bank_accounts_fk" FOREIGN KEY ("bank_accounts_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wishlists_fk" FOREIGN KEY ("wishlists_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chats_fk" FOREIGN KEY ("chats_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_replies_fk" FOREIGN KEY ("review_replies_id") REFERENCES "public"."review_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rental_requests_fk" FOREIGN KEY ("rental_requests_id") REFERENCES "public"."rental_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_last_minute_deals_fk" FOREIGN KEY ("last_minute_deals_id") REFERENCES "public"."last_minute_deals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "currency_rates_rates" ADD CONSTRAINT "currency_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."currency_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "listings_station_pickup_hours_order_idx" ON "listings_station_pickup_hours" USING btree ("_order");
  CREATE INDEX "listings_station_pickup_hours_parent_id_idx" ON "listings_station_pickup_hours" USING btree ("_parent_id");
  CREATE INDEX "listings_station_dropoff_hours_order_idx" ON "listings_station_dropoff_hours" USING btree ("_order");
  CREATE INDEX "listings_station_dropoff_hours_parent_id_idx" ON "listings_station_dropoff_hours" USING btree ("_parent_id");
  CREATE INDEX "listings_deposit_payment_methods_order_idx" ON "listings_deposit_payment_methods" USING btree ("order");
  CREATE INDEX "listings_deposit_payment_methods_parent_idx" ON "listings_deposit_payment_methods" USING btree ("parent_id");
  CREATE INDEX "listings_images_order_idx" ON "listings_images" USING btree ("_order");
  CREATE INDEX "listings_images_parent_id_idx" ON "listings_images" USING btree ("_parent_id");
  CREATE INDEX "listings_images_image_idx" ON "listings_images" USING btree ("image_id");
  CREATE INDEX "listings_documents_order_idx" ON "listings_documents" USING btree ("_order");
  CREATE INDEX "listings_documents_parent_id_idx" ON "listings_documents" USING btree ("_parent_id");
  CREATE INDEX "listings_documents_file_idx" ON "listings_documents" USING btree ("file_id");
  CREATE INDEX "listings_suitability_order_idx" ON "listings_suitability" USING btree ("order");
  CREATE INDEX "listings_suitability_parent_idx" ON "listings_suitability" USING btree ("parent_id");
  CREATE INDEX "listings_kind_idx" ON "listings" USING btree ("kind");
  CREATE INDEX "listings_lessor_idx" ON "listings" USING btree ("lessor_id");
  CREATE INDEX "listings_is_draft_idx" ON "listings" USING btree ("is_draft");
  CREATE INDEX "listings_comments_count_idx" ON "listings" USING btree ("comments_count");
  CREATE INDEX "listings_country_iso2_idx" ON "listings" USING btree ("country_iso2");
  CREATE INDEX "listings_default_rate_in_cents_idx" ON "listings" USING btree ("default_rate_in_cents");
  CREATE INDEX "listings_identifier_idx" ON "listings" USING btree ("identifier");
  CREATE INDEX "listings_thl_booking_code_idx" ON "listings" USING btree ("thl_booking_code");
  CREATE INDEX "listings_neorent_uid_idx" ON "listings" USING btree ("neorent_uid");
  CREATE INDEX "listings_mcrent_vehicle_id_idx" ON "listings" USING btree ("mcrent_vehicle_id");
  CREATE INDEX "listings_five_anker_id_idx" ON "listings" USING btree ("five_anker_id");
  CREATE INDEX "listings_campnerd_accommodation_id_idx" ON "listings" USING btree ("campnerd_accommodation_id");
  CREATE INDEX "listings_wheeloffice_uid_idx" ON "listings" USING btree ("wheeloffice_uid");
  CREATE INDEX "listings_vanever_id_idx" ON "listings" USING btree ("vanever_id");
  CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at");
  CREATE INDEX "listings_created_at_idx" ON "listings" USING btree ("created_at");
  CREATE INDEX "listings_rels_order_idx" ON "listings_rels" USING btree ("order");
  CREATE INDEX "listings_rels_parent_idx" ON "listings_rels" USING btree ("parent_id");
  CREATE INDEX "listings_rels_path_idx" ON "listings_rels" USING btree ("path");
  CREATE INDEX "listings_rels_amenities_id_idx" ON "listings_rels" USING btree ("amenities_id");
  CREATE INDEX "listings_rels_location_situations_id_idx" ON "listings_rels" USING btree ("location_situations_id");
  CREATE INDEX "listings_rels_activities_id_idx" ON "listings_rels" USING btree ("activities_id");
  CREATE INDEX "season_rates_listing_idx" ON "season_rates" USING btree ("listing_id");
  CREATE INDEX "season_rates_lessor_idx" ON "season_rates" USING btree ("lessor_id");
  CREATE INDEX "season_rates_updated_at_idx" ON "season_rates" USING btree ("updated_at");
  CREATE INDEX "season_rates_created_at_idx" ON "season_rates" USING btree ("created_at");
  CREATE INDEX "season_availabilities_listing_idx" ON "season_availabilities" USING btree ("listing_id");
  CREATE INDEX "season_availabilities_lessor_idx" ON "season_availabilities" USING btree ("lessor_id");
  CREATE INDEX "season_availabilities_start_timestamp_idx" ON "season_availabilities" USING btree ("start_timestamp");
  CREATE INDEX "season_availabilities_end_timestamp_idx" ON "season_availabilities" USING btree ("end_timestamp");
  CREATE INDEX "season_availabilities_season_rate_idx" ON "season_availabilities" USING btree ("season_rate_id");
  CREATE INDEX "season_availabilities_updated_at_idx" ON "season_availabilities" USING btree ("updated_at");
  CREATE INDEX "season_availabilities_created_at_idx" ON "season_availabilities" USING btree ("created_at");
  CREATE INDEX "manual_reservations_listing_idx" ON "manual_reservations" USING btree ("listing_id");
  CREATE INDEX "manual_reservations_lessor_idx" ON "manual_reservations" USING btree ("lessor_id");
  CREATE INDEX "manual_reservations_start_timestamp_idx" ON "manual_reservations" USING btree ("start_timestamp");
  CREATE INDEX "manual_reservations_end_timestamp_idx" ON "manual_reservations" USING btree ("end_timestamp");
  CREATE INDEX "manual_reservations_updated_at_idx" ON "manual_reservations" USING btree ("updated_at");
  CREATE INDEX "manual_reservations_created_at_idx" ON "manual_reservations" USING btree ("created_at");
  CREATE INDEX "extra_amenities_conditions_order_idx" ON "extra_amenities_conditions" USING btree ("_order");
  CREATE INDEX "extra_amenities_conditions_parent_id_idx" ON "extra_amenities_conditions" USING btree ("_parent_id");
  CREATE INDEX "extra_amenities_listing_idx" ON "extra_amenities" USING btree ("listing_id");
  CREATE INDEX "extra_amenities_lessor_idx" ON "extra_amenities" USING btree ("lessor_id");
  CREATE INDEX "extra_amenities_updated_at_idx" ON "extra_amenities" USING btree ("updated_at");
  CREATE INDEX "extra_amenities_created_at_idx" ON "extra_amenities" USING btree ("created_at");
  CREATE INDEX "cancellation_terms_listing_idx" ON "cancellation_terms" USING btree ("listing_id");
  CREATE INDEX "cancellation_terms_lessor_idx" ON "cancellation_terms" USING btree ("lessor_id");
  CREATE INDEX "cancellation_terms_updated_at_idx" ON "cancellation_terms" USING btree ("updated_at");
  CREATE INDEX "cancellation_terms_created_at_idx" ON "cancellation_terms" USING btree ("created_at");
  CREATE UNIQUE INDEX "listing_days_idx" ON "cancellation_terms" USING btree ("listing_id","days");
  CREATE INDEX "booked_nights_listing_idx" ON "booked_nights" USING btree ("listing_id");
  CREATE INDEX "booked_nights_night_idx" ON "booked_nights" USING btree ("night");
  CREATE INDEX "booked_nights_booking_idx" ON "booked_nights" USING btree ("booking_id");
  CREATE INDEX "booked_nights_manual_reservation_idx" ON "booked_nights" USING btree ("manual_reservation_id");
  CREATE INDEX "booked_nights_updated_at_idx" ON "booked_nights" USING btree ("updated_at");
  CREATE INDEX "booked_nights_created_at_idx" ON "booked_nights" USING btree ("created_at");
  CREATE UNIQUE INDEX "listing_night_idx" ON "booked_nights" USING btree ("listing_id","night");
  CREATE INDEX "amenities_kind_idx" ON "amenities" USING btree ("kind");
  CREATE INDEX "amenities_section_idx" ON "amenities" USING btree ("section");
  CREATE INDEX "amenities_updated_at_idx" ON "amenities" USING btree ("updated_at");
  CREATE INDEX "amenities_created_at_idx" ON "amenities" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_section_name_idx" ON "amenities" USING btree ("kind","section","name");
  CREATE UNIQUE INDEX "activities_name_idx" ON "activities" USING btree ("name");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "location_situations_name_idx" ON "location_situations" USING btree ("name");
  CREATE INDEX "location_situations_updated_at_idx" ON "location_situations" USING btree ("updated_at");
  CREATE INDEX "location_situations_created_at_idx" ON "location_situations" USING btree ("created_at");
  CREATE INDEX "brands_kind_idx" ON "brands" USING btree ("kind");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_name_idx" ON "brands" USING btree ("kind","name");
  CREATE INDEX "landing_pages_sections_image_objects_order_idx" ON "landing_pages_sections_image_objects" USING btree ("_order");
  CREATE INDEX "landing_pages_sections_image_objects_parent_id_idx" ON "landing_pages_sections_image_objects" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_sections_image_objects_image_idx" ON "landing_pages_sections_image_objects" USING btree ("image_id");
  CREATE INDEX "landing_pages_sections_order_idx" ON "landing_pages_sections" USING btree ("_order");
  CREATE INDEX "landing_pages_sections_parent_id_idx" ON "landing_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_faqs_order_idx" ON "landing_pages_faqs" USING btree ("_order");
  CREATE INDEX "landing_pages_faqs_parent_id_idx" ON "landing_pages_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landing_pages_slug_idx" ON "landing_pages" USING btree ("slug");
  CREATE INDEX "landing_pages_type_idx" ON "landing_pages" USING btree ("type");
  CREATE INDEX "landing_pages_main_image_idx" ON "landing_pages" USING btree ("main_image_id");
  CREATE INDEX "landing_pages_updated_at_idx" ON "landing_pages" USING btree ("updated_at");
  CREATE INDEX "landing_pages_created_at_idx" ON "landing_pages" USING btree ("created_at");
  CREATE INDEX "landing_pages__status_idx" ON "landing_pages" USING btree ("_status");
  CREATE INDEX "_landing_pages_v_version_sections_image_objects_order_idx" ON "_landing_pages_v_version_sections_image_objects" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_version_sections_image_objects_parent_id_idx" ON "_landing_pages_v_version_sections_image_objects" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_version_sections_image_objects_image_idx" ON "_landing_pages_v_version_sections_image_objects" USING btree ("image_id");
  CREATE INDEX "_landing_pages_v_version_sections_order_idx" ON "_landing_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_version_sections_parent_id_idx" ON "_landing_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_version_faqs_order_idx" ON "_landing_pages_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_version_faqs_parent_id_idx" ON "_landing_pages_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_parent_idx" ON "_landing_pages_v" USING btree ("parent_id");
  CREATE INDEX "_landing_pages_v_version_version_slug_idx" ON "_landing_pages_v" USING btree ("version_slug");
  CREATE INDEX "_landing_pages_v_version_version_type_idx" ON "_landing_pages_v" USING btree ("version_type");
  CREATE INDEX "_landing_pages_v_version_version_main_image_idx" ON "_landing_pages_v" USING btree ("version_main_image_id");
  CREATE INDEX "_landing_pages_v_version_version_updated_at_idx" ON "_landing_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_landing_pages_v_version_version_created_at_idx" ON "_landing_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_landing_pages_v_version_version__status_idx" ON "_landing_pages_v" USING btree ("version__status");
  CREATE INDEX "_landing_pages_v_created_at_idx" ON "_landing_pages_v" USING btree ("created_at");
  CREATE INDEX "_landing_pages_v_updated_at_idx" ON "_landing_pages_v" USING btree ("updated_at");
  CREATE INDEX "_landing_pages_v_latest_idx" ON "_landing_pages_v" USING btree ("latest");
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "private_files_kind_idx" ON "private_files" USING btree ("kind");
  CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_id");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_photo_idx" ON "users" USING btree ("photo_id");
  CREATE UNIQUE INDEX "users_google_sub_idx" ON "users" USING btree ("google_sub");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");
  CREATE UNIQUE INDEX "auth_sessions_family_id_idx" ON "auth_sessions" USING btree ("family_id");
  CREATE INDEX "auth_sessions_current_jti_idx" ON "auth_sessions" USING btree ("current_jti");
  CREATE INDEX "auth_sessions_expires_at_ts_idx" ON "auth_sessions" USING btree ("expires_at_ts");
  CREATE INDEX "auth_sessions_updated_at_idx" ON "auth_sessions" USING btree ("updated_at");
  CREATE INDEX "auth_sessions_created_at_idx" ON "auth_sessions" USING btree ("created_at");
  CREATE INDEX "legal_types_country_code_iso2_idx" ON "legal_types" USING btree ("country_code_iso2");
  CREATE INDEX "legal_types_updated_at_idx" ON "legal_types" USING btree ("updated_at");
  CREATE INDEX "legal_types_created_at_idx" ON "legal_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_code_iso2_code_idx" ON "legal_types" USING btree ("country_code_iso2","code");
  CREATE UNIQUE INDEX "merchants_user_idx" ON "merchants" USING btree ("user_id");
  CREATE INDEX "merchants_provider_account_id_idx" ON "merchants" USING btree ("provider_account_id");
  CREATE INDEX "merchants_updated_at_idx" ON "merchants" USING btree ("updated_at");
  CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at");
  CREATE UNIQUE INDEX "bank_accounts_merchant_idx" ON "bank_accounts" USING btree ("merchant_id");
  CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");
  CREATE INDEX "bank_accounts_updated_at_idx" ON "bank_accounts" USING btree ("updated_at");
  CREATE INDEX "bank_accounts_created_at_idx" ON "bank_accounts" USING btree ("created_at");
  CREATE INDEX "plans_provider_price_id_idx" ON "plans" USING btree ("provider_price_id");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans_texts_order_parent" ON "plans_texts" USING btree ("order","parent_id");
  CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");
  CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_provider_subscription_id_idx" ON "subscriptions" USING btree ("provider_subscription_id");
  CREATE INDEX "subscriptions_provider_customer_id_idx" ON "subscriptions" USING btree ("provider_customer_id");
  CREATE INDEX "subscriptions_checkout_session_id_idx" ON "subscriptions" USING btree ("checkout_session_id");
  CREATE INDEX "subscriptions_setup_session_id_idx" ON "subscriptions" USING btree ("setup_session_id");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id");
  CREATE INDEX "transactions_subscription_idx" ON "transactions" USING btree ("subscription_id");
  CREATE INDEX "transactions_date_ts_idx" ON "transactions" USING btree ("date_ts");
  CREATE INDEX "transactions_invoice_number_idx" ON "transactions" USING btree ("invoice_number");
  CREATE INDEX "transactions_kind_idx" ON "transactions" USING btree ("kind");
  CREATE INDEX "transactions_booking_idx" ON "transactions" USING btree ("booking_id");
  CREATE INDEX "transactions_provider_payment_id_idx" ON "transactions" USING btree ("provider_payment_id");
  CREATE INDEX "transactions_updated_at_idx" ON "transactions" USING btree ("updated_at");
  CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
  CREATE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_provider_payment_id_idx" ON "payment_events" USING btree ("provider_payment_id");
  CREATE INDEX "payment_events_booking_idx" ON "payment_events" USING btree ("booking_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_event_id_idx" ON "payment_events" USING btree ("provider","event_id");
  CREATE INDEX "wishlists_owner_idx" ON "wishlists" USING btree ("owner_id");
  CREATE INDEX "wishlists_updated_at_idx" ON "wishlists" USING btree ("updated_at");
  CREATE INDEX "wishlists_created_at_idx" ON "wishlists" USING btree ("created_at");
  CREATE INDEX "wishlists_rels_order_idx" ON "wishlists_rels" USING btree ("order");
  CREATE INDEX "wishlists_rels_parent_idx" ON "wishlists_rels" USING btree ("parent_id");
  CREATE INDEX "wishlists_rels_path_idx" ON "wishlists_rels" USING btree ("path");
  CREATE INDEX "wishlists_rels_listings_id_idx" ON "wishlists_rels" USING btree ("listings_id");
  CREATE INDEX "bookings_persons_order_idx" ON "bookings_persons" USING btree ("_order");
  CREATE INDEX "bookings_persons_parent_id_idx" ON "bookings_persons" USING btree ("_parent_id");
  CREATE INDEX "bookings_booked_extra_amenities_order_idx" ON "bookings_booked_extra_amenities" USING btree ("_order");
  CREATE INDEX "bookings_booked_extra_amenities_parent_id_idx" ON "bookings_booked_extra_amenities" USING btree ("_parent_id");
  CREATE INDEX "bookings_booked_extra_amenities_extra_amenity_idx" ON "bookings_booked_extra_amenities" USING btree ("extra_amenity_id");
  CREATE INDEX "bookings_listing_idx" ON "bookings" USING btree ("listing_id");
  CREATE INDEX "bookings_kind_idx" ON "bookings" USING btree ("kind");
  CREATE INDEX "bookings_traveller_idx" ON "bookings" USING btree ("traveller_id");
  CREATE INDEX "bookings_lessor_idx" ON "bookings" USING btree ("lessor_id");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_pickup_timestamp_idx" ON "bookings" USING btree ("pickup_timestamp");
  CREATE INDEX "bookings_return_timestamp_idx" ON "bookings" USING btree ("return_timestamp");
  CREATE INDEX "bookings_chat_idx" ON "bookings" USING btree ("chat_id");
  CREATE INDEX "bookings_acception_deadline_timestamp_idx" ON "bookings" USING btree ("acception_deadline_timestamp");
  CREATE INDEX "bookings_payment_deadline_timestamp_idx" ON "bookings" USING btree ("payment_deadline_timestamp");
  CREATE INDEX "bookings_last_minute_deal_idx" ON "bookings" USING btree ("last_minute_deal_id");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "chats_type_idx" ON "chats" USING btree ("type");
  CREATE INDEX "chats_listing_idx" ON "chats" USING btree ("listing_id");
  CREATE INDEX "chats_lessor_idx" ON "chats" USING btree ("lessor_id");
  CREATE INDEX "chats_traveller_idx" ON "chats" USING btree ("traveller_id");
  CREATE INDEX "chats_booking_idx" ON "chats" USING btree ("booking_id");
  CREATE INDEX "chats_last_message_at_ts_idx" ON "chats" USING btree ("last_message_at_ts");
  CREATE INDEX "chats_updated_at_idx" ON "chats" USING btree ("updated_at");
  CREATE INDEX "chats_created_at_idx" ON "chats" USING btree ("created_at");
  CREATE INDEX "messages_attachments_order_idx" ON "messages_attachments" USING btree ("_order");
  CREATE INDEX "messages_attachments_parent_id_idx" ON "messages_attachments" USING btree ("_parent_id");
  CREATE INDEX "messages_chat_idx" ON "messages" USING btree ("chat_id");
  CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");
  CREATE INDEX "messages_lessor_idx" ON "messages" USING btree ("lessor_id");
  CREATE INDEX "messages_traveller_idx" ON "messages" USING btree ("traveller_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id");
  CREATE INDEX "reviews_kind_idx" ON "reviews" USING btree ("kind");
  CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");
  CREATE INDEX "reviews_lessor_idx" ON "reviews" USING btree ("lessor_id");
  CREATE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_is_hidden_idx" ON "reviews" USING btree ("is_hidden");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id");
  CREATE INDEX "review_replies_author_idx" ON "review_replies" USING btree ("author_id");
  CREATE INDEX "review_replies_updated_at_idx" ON "review_replies" USING btree ("updated_at");
  CREATE INDEX "review_replies_created_at_idx" ON "review_replies" USING btree ("created_at");
  CREATE INDEX "rental_requests_traveller_idx" ON "rental_requests" USING btree ("traveller_id");
  CREATE INDEX "rental_requests_kind_idx" ON "rental_requests" USING btree ("kind");
  CREATE INDEX "rental_requests_status_idx" ON "rental_requests" USING btree ("status");
  CREATE INDEX "rental_requests_updated_at_idx" ON "rental_requests" USING btree ("updated_at");
  CREATE INDEX "rental_requests_created_at_idx" ON "rental_requests" USING btree ("created_at");
  CREATE INDEX "rental_requests_texts_order_parent" ON "rental_requests_texts" USING btree ("order","parent_id");
  CREATE INDEX "offers_rental_request_idx" ON "offers" USING btree ("rental_request_id");
  CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("listing_id");
  CREATE INDEX "offers_lessor_idx" ON "offers" USING btree ("lessor_id");
  CREATE INDEX "offers_traveller_idx" ON "offers" USING btree ("traveller_id");
  CREATE INDEX "offers_booking_idx" ON "offers" USING btree ("booking_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "last_minute_deals_listing_idx" ON "last_minute_deals" USING btree ("listing_id");
  CREATE INDEX "last_minute_deals_lessor_idx" ON "last_minute_deals" USING btree ("lessor_id");
  CREATE INDEX "last_minute_deals_kind_idx" ON "last_minute_deals" USING btree ("kind");
  CREATE INDEX "last_minute_deals_pickup_timestamp_idx" ON "last_minute_deals" USING btree ("pickup_timestamp");
  CREATE INDEX "last_minute_deals_updated_at_idx" ON "last_minute_deals" USING btree ("updated_at");
  CREATE INDEX "last_minute_deals_created_at_idx" ON "last_minute_deals" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");
  CREATE INDEX "mail_outbox_template_idx" ON "mail_outbox" USING btree ("template");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_staff_idx" ON "audit_log" USING btree ("actor_staff_id");
  CREATE INDEX "audit_log_actor_user_idx" ON "audit_log" USING btree ("actor_user_id");
  CREATE INDEX "audit_log_target_collection_idx" ON "audit_log" USING btree ("target_collection");
  CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");
  CREATE INDEX "audit_log_account_user_idx" ON "audit_log" USING btree ("account_user_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("listings_id");
  CREATE INDEX "payload_locked_documents_rels_season_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("season_rates_id");
  CREATE INDEX "payload_locked_documents_rels_season_availabilities_id_idx" ON "payload_locked_documents_rels" USING btree ("season_availabilities_id");
  CREATE INDEX "payload_locked_documents_rels_manual_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("manual_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_extra_amenities_id_idx" ON "payload_locked_documents_rels" USING btree ("extra_amenities_id");
  CREATE INDEX "payload_locked_documents_rels_cancellation_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("cancellation_terms_id");
  CREATE INDEX "payload_locked_documents_rels_booked_nights_id_idx" ON "payload_locked_documents_rels" USING btree ("booked_nights_id");
  CREATE INDEX "payload_locked_documents_rels_amenities_id_idx" ON "payload_locked_documents_rels" USING btree ("amenities_id");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");
  CREATE INDEX "payload_locked_documents_rels_location_situations_id_idx" ON "payload_locked_documents_rels" USING btree ("location_situations_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_landing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_auth_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_legal_types_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_types_id");
  CREATE INDEX "payload_locked_documents_rels_merchants_id_idx" ON "payload_locked_documents_rels" USING btree ("merchants_id");
  CREATE INDEX "payload_locked_documents_rels_bank_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("bank_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("transactions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_wishlists_id_idx" ON "payload_locked_documents_rels" USING btree ("wishlists_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_chats_id_idx" ON "payload_locked_documents_rels" USING btree ("chats_id");
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("review_replies_id");
  CREATE INDEX "payload_locked_documents_rels_rental_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("rental_requests_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_last_minute_deals_id_idx" ON "payload_locked_documents_rels" USING btree ("last_minute_deals_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_staff_id_idx" ON "payload_preferences_rels" USING btree ("staff_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "currency_rates_rates_order_idx" ON "currency_rates_rates" USING btree ("_order");
  CREATE INDEX "currency_rates_rates_parent_id_idx" ON "currency_rates_rates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "listings_station_pickup_hours" CASCADE;
  DROP TABLE "listings_station_dropoff_hours" CASCADE;
  DROP TABLE "listings_deposit_payment_methods" CASCADE;
  DROP TABLE "listings_images" CASCADE;
  DROP TABLE "listings_documents" CASCADE;
  DROP TABLE "listings_suitability" CASCADE;
  DROP TABLE "listings" CASCADE;
  DROP TABLE "listings_rels" CASCADE;
  DROP TABLE "season_rates" CASCADE;
  DROP TABLE "season_availabilities" CASCADE;
  DROP TABLE "manual_reservations" CASCADE;
  DROP TABLE "extra_amenities_conditions" CASCADE;
  DROP TABLE "extra_amenities" CASCADE;
  DROP TABLE "cancellation_terms" CASCADE;
  DROP TABLE "booked_nights" CASCADE;
  DROP TABLE "amenities" CASCADE;
  DROP TABLE "activities" CASCADE;
  DROP TABLE "location_situations" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "landing_pages_sections_image_objects" CASCADE;
  DROP TABLE "landing_pages_sections" CASCADE;
  DROP TABLE "landing_pages_faqs" CASCADE;
  DROP TABLE "landing_pages" CASCADE;
  DROP TABLE "_landing_pages_v_version_sections_image_objects" CASCADE;
  DROP TABLE "_landing_pages_v_version_sections" CASCADE;
  DROP TABLE "_landing_pages_v_version_faqs" CASCADE;
  DROP TABLE "_landing_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "private_files" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "auth_sessions" CASCADE;
  DROP TABLE "legal_types" CASCADE;
  DROP TABLE "merchants" CASCADE;
  DROP TABLE "bank_accounts" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_texts" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "transactions" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "wishlists" CASCADE;
  DROP TABLE "wishlists_rels" CASCADE;
  DROP TABLE "bookings_persons" CASCADE;
  DROP TABLE "bookings_booked_extra_amenities" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "chats" CASCADE;
  DROP TABLE "messages_attachments" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_replies" CASCADE;
  DROP TABLE "rental_requests" CASCADE;
  DROP TABLE "rental_requests_texts" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "last_minute_deals" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "currency_rates_rates" CASCADE;
  DROP TABLE "currency_rates" CASCADE;
  DROP TYPE "public"."enum_listings_station_pickup_hours_day";
  DROP TYPE "public"."enum_listings_station_dropoff_hours_day";
  DROP TYPE "public"."enum_listings_deposit_payment_methods";
  DROP TYPE "public"."enum_listings_images_slot";
  DROP TYPE "public"."enum_listings_documents_type";
  DROP TYPE "public"."enum_listings_suitability";
  DROP TYPE "public"."enum_listings_kind";
  DROP TYPE "public"."enum_listings_currency";
  DROP TYPE "public"."enum_listings_advance_reserve_time";
  DROP TYPE "public"."enum_listings_booking_deadline_before_departure";
  DROP TYPE "public"."enum_listings_fuel_type";
  DROP TYPE "public"."enum_listings_rv_type";
  DROP TYPE "public"."enum_listings_licence_type";
  DROP TYPE "public"."enum_listings_driving_license_class";
  DROP TYPE "public"."enum_listings_transmission_type";
  DROP TYPE "public"."enum_listings_emission_class";
  DROP TYPE "public"."enum_listings_can_travel_abroad";
  DROP TYPE "public"."enum_listings_insurance_currency";
  DROP TYPE "public"."enum_listings_boat_type";
  DROP TYPE "public"."enum_season_rates_color";
  DROP TYPE "public"."enum_season_rates_currency";
  DROP TYPE "public"."enum_extra_amenities_currency";
  DROP TYPE "public"."enum_extra_amenities_unit";
  DROP TYPE "public"."enum_extra_amenities_recurrence";
  DROP TYPE "public"."enum_booked_nights_source";
  DROP TYPE "public"."enum_amenities_kind";
  DROP TYPE "public"."enum_brands_kind";
  DROP TYPE "public"."enum_landing_pages_type";
  DROP TYPE "public"."enum_landing_pages_page_type";
  DROP TYPE "public"."enum_landing_pages_status";
  DROP TYPE "public"."enum__landing_pages_v_version_type";
  DROP TYPE "public"."enum__landing_pages_v_version_page_type";
  DROP TYPE "public"."enum__landing_pages_v_version_status";
  DROP TYPE "public"."enum_private_files_kind";
  DROP TYPE "public"."enum_users_currency_code";
  DROP TYPE "public"."enum_merchants_provider";
  DROP TYPE "public"."enum_bank_accounts_currency";
  DROP TYPE "public"."enum_plans_currency";
  DROP TYPE "public"."enum_plans_interval";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_subscriptions_provider";
  DROP TYPE "public"."enum_subscriptions_payment_method_type";
  DROP TYPE "public"."enum_transactions_currency_code";
  DROP TYPE "public"."enum_transactions_kind";
  DROP TYPE "public"."enum_transactions_purpose";
  DROP TYPE "public"."enum_transactions_provider";
  DROP TYPE "public"."enum_payment_events_provider";
  DROP TYPE "public"."enum_bookings_kind";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_currency";
  DROP TYPE "public"."enum_bookings_payment_method";
  DROP TYPE "public"."enum_chats_type";
  DROP TYPE "public"."enum_messages_attachments_kind";
  DROP TYPE "public"."enum_messages_type";
  DROP TYPE "public"."enum_messages_new_booking_status";
  DROP TYPE "public"."enum_reviews_kind";
  DROP TYPE "public"."enum_rental_requests_kind";
  DROP TYPE "public"."enum_rental_requests_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum_last_minute_deals_kind";
  DROP TYPE "public"."enum_last_minute_deals_currency";
  DROP TYPE "public"."enum_staff_staff_role";
  DROP TYPE "public"."enum_audit_log_actor_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_currency_rates_rates_currency";`)
}
