-- Potassium sulphate (kaliy sulfat) joins the plan's products: the chloride-free potash for
-- saline fields and chloride-sensitive crops (docs/soil-rules.md section 12). The farmer can
-- save its price like the others.
ALTER TABLE "fertiliser_prices" DROP CONSTRAINT "fertiliser_prices_product_check";
ALTER TABLE "fertiliser_prices" ADD CONSTRAINT "fertiliser_prices_product_check" CHECK ("product" IN ('urea', 'ammonium_nitrate', 'ammophos', 'superphosphate', 'potassium_chloride', 'potassium_sulphate'));
