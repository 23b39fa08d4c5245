-- Audit action names follow one scheme, `<entity>.<verb>` (docs/server-kit.md#audit). Rows written
-- before it keep reading right on the member page: their old names are renamed in place.
UPDATE "audit_logs" SET "action" = CASE "action"
  WHEN 'MEMBER_CREATE' THEN 'user.create'
  WHEN 'MEMBER_EDIT' THEN 'user.edit'
  WHEN 'MEMBER_DEACTIVATE' THEN 'user.deactivate'
  WHEN 'MEMBER_REACTIVATE' THEN 'user.reactivate'
  WHEN 'TRANSFER_APPROVE' THEN 'transfer_request.approve'
  WHEN 'TRANSFER_REJECT' THEN 'transfer_request.reject'
  WHEN 'market_price.create' THEN 'car_version.create'
  WHEN 'market_price.edit' THEN 'car_version.edit'
  WHEN 'market_price.delete' THEN 'car_version.delete'
END
WHERE "action" IN (
  'MEMBER_CREATE', 'MEMBER_EDIT', 'MEMBER_DEACTIVATE', 'MEMBER_REACTIVATE',
  'TRANSFER_APPROVE', 'TRANSFER_REJECT',
  'market_price.create', 'market_price.edit', 'market_price.delete'
);
