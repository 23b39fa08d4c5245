// Where each of the 34 provinces in force since 30 April 2026 has its administrative centre (the seat of
// its People's Committee), so demo garages and parking lots sit near their own province on a map. The
// seats are those named by National Assembly Resolution 202/2025/QH15 (12 June 2025) on the provinces'
// rearrangement, which the 2026 units kept; the figures are the seat towns' coordinates as published on
// their Wikipedia / GeoNames entries, rounded to 0.01° (about 1 km): demo pins, not survey data.
// The units data (server/db/data) carries no coordinates, hence this table.

/** [latitude, longitude] of the province's administrative centre, by its GSO code. */
export const provinceCentres: Readonly<Record<string, readonly [lat: number, lng: number]>> = {
  '01': [21.03, 105.85], // Hà Nội
  '04': [22.67, 106.26], // Cao Bằng
  '08': [21.82, 105.22], // Tuyên Quang
  '11': [21.39, 103.02], // Điện Biên Phủ
  '12': [22.4, 103.46], // Lai Châu
  '14': [21.33, 103.91], // Sơn La
  '15': [21.72, 104.9], // Lào Cai: seat at Yên Bái
  '19': [21.59, 105.85], // Thái Nguyên
  '20': [21.85, 106.76], // Lạng Sơn
  '22': [20.95, 107.08], // Quảng Ninh: Hạ Long
  '24': [21.27, 106.19], // Bắc Ninh: seat at Bắc Giang
  '25': [21.32, 105.4], // Phú Thọ: Việt Trì
  '31': [20.84, 106.69], // Hải Phòng
  '33': [20.65, 106.05], // Hưng Yên
  '37': [20.25, 105.97], // Ninh Bình
  '38': [19.81, 105.78], // Thanh Hoá
  '40': [18.68, 105.68], // Nghệ An: Vinh
  '42': [18.34, 105.91], // Hà Tĩnh
  '44': [17.47, 106.62], // Quảng Trị: seat at Đồng Hới
  '46': [16.46, 107.59], // Huế
  '48': [16.05, 108.2], // Đà Nẵng
  '51': [15.12, 108.79], // Quảng Ngãi
  '52': [13.78, 109.22], // Gia Lai: seat at Quy Nhơn
  '56': [12.24, 109.19], // Khánh Hoà: Nha Trang
  '66': [12.67, 108.04], // Đắk Lắk: Buôn Ma Thuột
  '68': [11.94, 108.44], // Lâm Đồng: Đà Lạt
  '75': [10.95, 106.82], // Đồng Nai: Biên Hoà
  '79': [10.78, 106.7], // Hồ Chí Minh
  '80': [10.54, 106.41], // Tây Ninh: seat at Tân An
  '82': [10.36, 106.36], // Đồng Tháp: seat at Mỹ Tho
  '86': [10.25, 105.97], // Vĩnh Long
  '91': [10.01, 105.08], // An Giang: seat at Rạch Giá
  '92': [10.03, 105.78], // Cần Thơ
  '96': [9.18, 105.15], // Cà Mau
};
