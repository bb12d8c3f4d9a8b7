-- The farmer's price per 50 kg bag of each fertiliser product, for the plan's cost. Part of the
-- user's own data: it goes with the account (ON DELETE CASCADE).
CREATE TABLE "fertiliser_prices" (
    "user_id" UUID NOT NULL,
    "product" TEXT NOT NULL,
    "price_per_bag" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fertiliser_prices_pkey" PRIMARY KEY ("user_id", "product"),
    CONSTRAINT "fertiliser_prices_product_check" CHECK ("product" IN ('urea', 'ammonium_nitrate', 'ammophos', 'superphosphate', 'potassium_chloride')),
    CONSTRAINT "fertiliser_prices_price_check" CHECK ("price_per_bag" > 0 AND "price_per_bag" <= 10000000)
);

ALTER TABLE "fertiliser_prices" ADD CONSTRAINT "fertiliser_prices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
