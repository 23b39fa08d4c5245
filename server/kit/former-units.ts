/**
 * A former province whose name a current one now bears (the old Lào Cai beside the Lào Cai that took
 * code 15) reads 'Tỉnh Lào Cai (cũ)', as Vietnamese speak of it, so no list or select shows two units of
 * one name. Run by migration 0016 (scripts/current-units-migration.ts) and by the demo seed after it adds
 * the former units.
 */
export const FORMER_SAME_NAME_SQL = `UPDATE "provinces" AS "f" SET "name" = "f"."name" || ' (cũ)' FROM "provinces" AS "c"
  WHERE NOT "f"."is_active" AND "c"."is_active" AND "c"."name" = "f"."name" AND "f"."name" NOT LIKE '% (cũ)'`;

/**
 * Each of the 63 provinces before 1 July 2025, by its GSO code, to the code of the province in force that
 * took it over (Resolution 202/2025/QH15 on the arrangement of provincial units; codes as in
 * server/db/data/vn-administrative-units-2026.json). The 11 provinces that were not merged, and the 23 that
 * kept their code for the merged province, map to themselves. The data file agrees: a current ward keeps
 * the code of a ward it was made from, and the wards coded in each former province's range lie in its
 * successor here (tests/server/former-units.test.ts checks this against the file).
 */
export const FORMER_PROVINCE_SUCCESSOR: Readonly<Record<string, string>> = {
  '01': '01', // Hà Nội
  '02': '08', // Hà Giang → Tuyên Quang
  '04': '04', // Cao Bằng
  '06': '19', // Bắc Kạn → Thái Nguyên
  '08': '08', // Tuyên Quang
  '10': '15', // Lào Cai → Lào Cai (code of Yên Bái)
  '11': '11', // Điện Biên
  '12': '12', // Lai Châu
  '14': '14', // Sơn La
  '15': '15', // Yên Bái → Lào Cai
  '17': '25', // Hoà Bình → Phú Thọ
  '19': '19', // Thái Nguyên
  '20': '20', // Lạng Sơn
  '22': '22', // Quảng Ninh
  '24': '24', // Bắc Giang → Bắc Ninh
  '25': '25', // Phú Thọ
  '26': '25', // Vĩnh Phúc → Phú Thọ
  '27': '24', // Bắc Ninh → Bắc Ninh (code of Bắc Giang)
  '30': '31', // Hải Dương → Hải Phòng
  '31': '31', // Hải Phòng
  '33': '33', // Hưng Yên
  '34': '33', // Thái Bình → Hưng Yên
  '35': '37', // Hà Nam → Ninh Bình
  '36': '37', // Nam Định → Ninh Bình
  '37': '37', // Ninh Bình
  '38': '38', // Thanh Hoá
  '40': '40', // Nghệ An
  '42': '42', // Hà Tĩnh
  '44': '44', // Quảng Bình → Quảng Trị
  '45': '44', // Quảng Trị → Quảng Trị (code of Quảng Bình)
  '46': '46', // Huế
  '48': '48', // Đà Nẵng
  '49': '48', // Quảng Nam → Đà Nẵng
  '51': '51', // Quảng Ngãi
  '52': '52', // Bình Định → Gia Lai
  '54': '66', // Phú Yên → Đắk Lắk
  '56': '56', // Khánh Hoà
  '58': '56', // Ninh Thuận → Khánh Hoà
  '60': '68', // Bình Thuận → Lâm Đồng
  '62': '51', // Kon Tum → Quảng Ngãi
  '64': '52', // Gia Lai → Gia Lai (code of Bình Định)
  '66': '66', // Đắk Lắk
  '67': '68', // Đắk Nông → Lâm Đồng
  '68': '68', // Lâm Đồng
  '70': '75', // Bình Phước → Đồng Nai
  '72': '80', // Tây Ninh → Tây Ninh (code of Long An)
  '74': '79', // Bình Dương → Hồ Chí Minh
  '75': '75', // Đồng Nai
  '77': '79', // Bà Rịa – Vũng Tàu → Hồ Chí Minh
  '79': '79', // Hồ Chí Minh
  '80': '80', // Long An → Tây Ninh
  '82': '82', // Tiền Giang → Đồng Tháp
  '83': '86', // Bến Tre → Vĩnh Long
  '84': '86', // Trà Vinh → Vĩnh Long
  '86': '86', // Vĩnh Long
  '87': '82', // Đồng Tháp → Đồng Tháp (code of Tiền Giang)
  '89': '91', // An Giang → An Giang (code of Kiên Giang)
  '91': '91', // Kiên Giang → An Giang
  '92': '92', // Cần Thơ
  '93': '92', // Hậu Giang → Cần Thơ
  '94': '92', // Sóc Trăng → Cần Thơ
  '95': '96', // Bạc Liêu → Cà Mau
  '96': '96', // Cà Mau
};

/**
 * The succession as SQL rows `(former_code, current_code)`, for a `join (values …) as m(former, current)`.
 * Built once from the constant above: two-digit codes only, so nothing typed by anyone reaches the text.
 */
export const FORMER_PROVINCE_SUCCESSOR_VALUES = Object.entries(FORMER_PROVINCE_SUCCESSOR)
  .map(([former, current]) => {
    if (!/^\d{2}$/.test(former) || !/^\d{2}$/.test(current)) throw new Error(`bad province code ${former}`);
    return `('${former}', '${current}')`;
  })
  .join(', ');
