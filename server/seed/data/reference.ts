// Reference catalogues for the demo seed: settings lists, learning content and the free-text pools
// the seeder draws from. Everything is plain Vietnamese (or English where the app shows English).

export const bodyTypes = [
  'Sedan',
  'Hatchback',
  'SUV',
  'Crossover (CUV)',
  'MPV',
  'Bán tải (Pickup)',
  'Coupe',
  'Convertible',
  'Van',
  'Wagon',
] as const satisfies readonly string[];

export type BodyType = (typeof bodyTypes)[number];

export const colours: readonly string[] = [
  'Trắng',
  'Trắng ngọc trai',
  'Đen',
  'Bạc',
  'Xám',
  'Ghi',
  'Đỏ',
  'Đỏ đô',
  'Xanh dương',
  'Xanh lam đậm',
  'Xanh lá',
  'Xanh rêu',
  'Nâu',
  'Be',
  'Vàng',
  'Cam',
  'Tím',
  'Hồng',
];

export const fuelTypes: readonly string[] = ['Xăng', 'Dầu (Diesel)', 'Hybrid', 'Plug-in Hybrid', 'Điện'];

export const seats: readonly { name: string; value: number }[] = [
  { name: '2 chỗ', value: 2 },
  { name: '4 chỗ', value: 4 },
  { name: '5 chỗ', value: 5 },
  { name: '6 chỗ', value: 6 },
  { name: '7 chỗ', value: 7 },
  { name: '8 chỗ', value: 8 },
  { name: '9 chỗ', value: 9 },
  { name: '12 chỗ', value: 12 },
  { name: '15 chỗ', value: 15 },
  { name: '16 chỗ', value: 16 },
];

export const doors: readonly { name: string; value: number }[] = [
  { name: '2 cửa', value: 2 },
  { name: '3 cửa', value: 3 },
  { name: '4 cửa', value: 4 },
  { name: '5 cửa', value: 5 },
];

export const driverTypes: readonly { nameVi: string; nameEn: string }[] = [
  { nameVi: 'Cầu trước', nameEn: 'FWD' },
  { nameVi: 'Cầu sau', nameEn: 'RWD' },
  { nameVi: '4 bánh toàn thời gian', nameEn: 'AWD' },
  { nameVi: 'Hai cầu bán thời gian', nameEn: '4WD' },
];

// isLess: the bucket reads "under N litres per M km"; the last bucket is the open-ended "over".
export const fuelEconomies: readonly {
  nameVi: string;
  nameEn: string;
  liter: number;
  kilometer: number;
  isLess: boolean;
}[] = [
  { nameVi: 'Dưới 4 lít/100 km', nameEn: 'Under 4 L/100 km', liter: 4, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 5 lít/100 km', nameEn: 'Under 5 L/100 km', liter: 5, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 6 lít/100 km', nameEn: 'Under 6 L/100 km', liter: 6, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 7 lít/100 km', nameEn: 'Under 7 L/100 km', liter: 7, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 8 lít/100 km', nameEn: 'Under 8 L/100 km', liter: 8, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 10 lít/100 km', nameEn: 'Under 10 L/100 km', liter: 10, kilometer: 100, isLess: true },
  { nameVi: 'Dưới 12 lít/100 km', nameEn: 'Under 12 L/100 km', liter: 12, kilometer: 100, isLess: true },
  { nameVi: 'Trên 12 lít/100 km', nameEn: 'Over 12 L/100 km', liter: 12, kilometer: 100, isLess: false },
];

export const paymentItems: readonly { amount: number; currency: 'VND' | 'USD' }[] = [
  { amount: 50_000, currency: 'VND' },
  { amount: 100_000, currency: 'VND' },
  { amount: 200_000, currency: 'VND' },
  { amount: 300_000, currency: 'VND' },
  { amount: 500_000, currency: 'VND' },
  { amount: 1_000_000, currency: 'VND' },
  { amount: 2_000_000, currency: 'VND' },
  { amount: 5_000_000, currency: 'VND' },
  { amount: 5, currency: 'USD' },
  { amount: 10, currency: 'USD' },
  { amount: 20, currency: 'USD' },
  { amount: 50, currency: 'USD' },
];

export const reviewCategories: readonly { nameVi: string; nameEn: string }[] = [
  { nameVi: 'Đánh giá xe', nameEn: 'Car reviews' },
  { nameVi: 'So sánh xe', nameEn: 'Comparisons' },
  { nameVi: 'Tin tức thị trường', nameEn: 'Market news' },
  { nameVi: 'Tư vấn mua xe', nameEn: 'Buying advice' },
  { nameVi: 'Kinh nghiệm lái xe', nameEn: 'Driving tips' },
  { nameVi: 'Bảo dưỡng - Sửa chữa', nameEn: 'Maintenance & repair' },
  { nameVi: 'Xe điện', nameEn: 'Electric vehicles' },
  { nameVi: 'Giá xe', nameEn: 'Car prices' },
  { nameVi: 'Công nghệ ô tô', nameEn: 'Car technology' },
  { nameVi: 'Thủ tục - Pháp lý', nameEn: 'Paperwork & law' },
];

export const reviewTitles: readonly { vi: string; en: string }[] = [
  {
    vi: 'Đánh giá Toyota Vios 2024: Lựa chọn an toàn cho gia đình trẻ',
    en: 'Toyota Vios 2024 review: the safe pick for young families',
  },
  {
    vi: 'Hyundai Accent thế hệ mới có gì đáng tiền?',
    en: 'What makes the new Hyundai Accent worth the money?',
  },
  {
    vi: 'So sánh Mazda CX-5 và Honda CR-V: Đâu là chiếc SUV hạng C đáng mua?',
    en: 'Mazda CX-5 vs Honda CR-V: which C-segment SUV to buy?',
  },
  {
    vi: 'Trải nghiệm VinFast VF 3 trong phố: Nhỏ gọn, dễ lái, tiết kiệm',
    en: 'Driving the VinFast VF 3 in town: small, easy and cheap to run',
  },
  {
    vi: 'Kia Seltos 2024: Nâng cấp nhẹ, giữ vững vị thế',
    en: 'Kia Seltos 2024: a light facelift that keeps it on top',
  },
  {
    vi: 'Ford Ranger Wildtrak: Vua bán tải có còn xứng danh?',
    en: 'Ford Ranger Wildtrak: is the pickup king still worth its crown?',
  },
  {
    vi: 'Mitsubishi Xpander: Vì sao MPV này luôn bán chạy nhất phân khúc?',
    en: 'Mitsubishi Xpander: why this MPV keeps topping its segment',
  },
  {
    vi: 'Đánh giá Honda City RS: Cảm giác lái thể thao trong tầm giá 600 triệu',
    en: 'Honda City RS review: sporty driving for under 600 million',
  },
  {
    vi: 'Toyota Corolla Cross Hybrid chạy thực tế tiêu hao bao nhiêu xăng?',
    en: 'How much fuel does the Corolla Cross Hybrid really use?',
  },
  {
    vi: 'Có nên mua xe điện VinFast VF 5 Plus để chạy dịch vụ?',
    en: 'Is the VinFast VF 5 Plus a good buy for ride-hailing?',
  },
  { vi: 'Mazda3 2024: Sedan hạng C đẹp nhất phân khúc?', en: 'Mazda3 2024: the best-looking compact sedan?' },
  {
    vi: 'So sánh Hyundai Creta và Kia Seltos: Anh em cùng nhà, ai hơn ai?',
    en: 'Hyundai Creta vs Kia Seltos: siblings, but which is better?',
  },
  {
    vi: 'Ford Everest Platinum: SUV 7 chỗ đầy đủ công nghệ nhất hiện nay',
    en: 'Ford Everest Platinum: the most feature-packed 7-seat SUV today',
  },
  {
    vi: 'Kinh nghiệm mua xe cũ: 10 điểm cần kiểm tra trước khi xuống tiền',
    en: 'Buying used: 10 things to check before you pay',
  },
  {
    vi: 'Lăn bánh Toyota Fortuner 2024 tại Hà Nội hết bao nhiêu tiền?',
    en: 'On-the-road cost of a 2024 Toyota Fortuner in Hanoi',
  },
  {
    vi: 'Mitsubishi Xforce: Tân binh SUV đô thị gây bất ngờ',
    en: 'Mitsubishi Xforce: the surprising new urban SUV',
  },
  {
    vi: 'Đánh giá Kia Carnival: Chuyên cơ mặt đất cho gia đình đông người',
    en: 'Kia Carnival review: a land jet for big families',
  },
  {
    vi: 'Hyundai Santa Fe thế hệ mới: Thiết kế vuông vức, không gian rộng rãi',
    en: 'New Hyundai Santa Fe: boxy design, roomy cabin',
  },
  {
    vi: 'Top 5 xe gầm cao dưới 700 triệu đáng mua nhất',
    en: 'Top 5 crossovers under 700 million worth buying',
  },
  {
    vi: 'VinFast VF 8 sau 20.000 km: Ưu và nhược điểm thực tế',
    en: 'VinFast VF 8 after 20,000 km: real pros and cons',
  },
  {
    vi: 'So sánh Toyota Veloz Cross và Mitsubishi Xpander Cross',
    en: 'Toyota Veloz Cross vs Mitsubishi Xpander Cross',
  },
  {
    vi: 'Honda Civic e:HEV RS: Hybrid nhưng vẫn đầy phấn khích',
    en: 'Honda Civic e:HEV RS: hybrid, yet thrilling',
  },
  {
    vi: 'Mercedes-Benz C 200 Avantgarde: Xe sang nhập môn có đáng mua?',
    en: 'Mercedes-Benz C 200 Avantgarde: is the entry luxury car worth it?',
  },
  {
    vi: 'BMW 320i Sport Line: Cảm giác lái thuần chất BMW',
    en: 'BMW 320i Sport Line: pure BMW driving feel',
  },
  {
    vi: 'Chi phí nuôi xe ô tô điện so với xe xăng trong một năm',
    en: 'One year of running costs: electric vs petrol car',
  },
  {
    vi: 'Isuzu mu-X: SUV 7 chỗ bền bỉ, tiết kiệm nhiên liệu',
    en: 'Isuzu mu-X: a durable, frugal 7-seat SUV',
  },
  { vi: 'Suzuki XL7 Hybrid: MPV giá mềm cho gia đình', en: 'Suzuki XL7 Hybrid: an affordable family MPV' },
  {
    vi: 'Những lỗi thường gặp trên hộp số CVT và cách sử dụng đúng',
    en: 'Common CVT gearbox faults and how to use one properly',
  },
  {
    vi: 'Kinh nghiệm lái xe đường đèo dốc an toàn cho tài mới',
    en: 'Safe mountain-pass driving tips for new drivers',
  },
  {
    vi: 'Khi nào cần thay dầu động cơ? Lịch bảo dưỡng chuẩn cho xe gia đình',
    en: 'When to change engine oil: a service schedule for family cars',
  },
  {
    vi: 'Peugeot 408: Fastback Pháp lạ mắt giữa phố Việt',
    en: 'Peugeot 408: an eye-catching French fastback on Vietnamese streets',
  },
  {
    vi: 'Nissan Almera Turbo: Sedan hạng B tiết kiệm xăng nhất?',
    en: 'Nissan Almera Turbo: the most frugal B-segment sedan?',
  },
  { vi: 'Lexus RX 350 thế hệ mới: Sang trọng và êm ái', en: 'New Lexus RX 350: luxurious and refined' },
  {
    vi: 'Thủ tục sang tên xe ô tô cũ năm 2024 cần những giấy tờ gì?',
    en: 'Transferring a used car in 2024: the paperwork you need',
  },
  { vi: 'Mẹo tiết kiệm xăng khi lái xe trong thành phố', en: 'Fuel-saving tips for city driving' },
  {
    vi: 'Lốp xe bao lâu thì phải thay? Cách đọc thông số lốp ô tô',
    en: 'How often to replace tyres and how to read tyre markings',
  },
  {
    vi: 'Subaru Forester: SUV an toàn với hệ dẫn động 4 bánh toàn thời gian',
    en: 'Subaru Forester: a safe SUV with full-time AWD',
  },
  {
    vi: 'MG ZS: Lựa chọn crossover giá rẻ nhiều trang bị',
    en: 'MG ZS: a cheap crossover with plenty of kit',
  },
  {
    vi: 'Hệ thống an toàn ADAS là gì và có thật sự cần thiết?',
    en: 'What is ADAS and do you really need it?',
  },
  {
    vi: 'Phí trước bạ ô tô 2024: Mức thu tại từng tỉnh thành',
    en: 'Car registration tax in 2024: rates by province',
  },
  {
    vi: 'BYD Atto 3 có đủ sức cạnh tranh với VinFast VF 6?',
    en: 'Can the BYD Atto 3 take on the VinFast VF 6?',
  },
  {
    vi: 'Kinh nghiệm đi xe qua vùng ngập nước mùa mưa',
    en: 'Driving through flooded roads in the rainy season',
  },
];

// ratio is width:height of the artwork the admin must upload for that slot.
export const bannerPositions: readonly {
  name: string;
  type: string;
  ratioWidth: number;
  ratioHeight: number;
}[] = [
  { name: 'Trang chủ - Banner chính', type: 'HOME_HERO', ratioWidth: 16, ratioHeight: 9 },
  { name: 'Trang chủ - Giữa trang', type: 'HOME_MIDDLE', ratioWidth: 4, ratioHeight: 1 },
  { name: 'Trang chủ - Popup', type: 'HOME_POPUP', ratioWidth: 3, ratioHeight: 4 },
  { name: 'Danh sách tin đăng - Đầu trang', type: 'LISTING_TOP', ratioWidth: 4, ratioHeight: 1 },
  { name: 'Chi tiết tin đăng - Thanh bên', type: 'LISTING_SIDEBAR', ratioWidth: 135, ratioHeight: 327 },
  { name: 'Đánh giá xe - Đầu trang', type: 'REVIEW_TOP', ratioWidth: 16, ratioHeight: 9 },
  { name: 'Học lái xe - Trang chủ', type: 'LEARNING_HOME', ratioWidth: 2, ratioHeight: 1 },
  { name: 'Học lái xe - Sau bài thi', type: 'LEARNING_RESULT', ratioWidth: 1, ratioHeight: 1 },
  { name: 'Garage & Salon - Đầu trang', type: 'GARAGE_TOP', ratioWidth: 3, ratioHeight: 1 },
  { name: 'Bãi đỗ xe - Đầu trang', type: 'PARKING_TOP', ratioWidth: 3, ratioHeight: 1 },
  { name: 'Giá xe thị trường - Thanh bên', type: 'MARKET_PRICE_SIDEBAR', ratioWidth: 135, ratioHeight: 327 },
];

export type BenefitType =
  | 'HOT_NEWS'
  | 'BOOKINGS'
  | 'OTHER'
  | 'TRUST_PARTNER'
  | 'FREE_TRIAL'
  | 'NO_GOOGLE_ADS'
  | 'HAS_GOOGLE_ADS'
  | 'NO_ADS_THEORY_AND_SIMULATION';

export const benefitItems: readonly { type: BenefitType; title: string }[] = [
  { type: 'HOT_NEWS', title: 'Tin đăng được gắn nhãn HOT trong 7 ngày' },
  { type: 'HOT_NEWS', title: 'Tin đăng được gắn nhãn HOT trong 15 ngày' },
  { type: 'HOT_NEWS', title: 'Tin đăng được gắn nhãn HOT trong 30 ngày' },
  { type: 'HOT_NEWS', title: 'Đẩy tin lên đầu danh sách mỗi ngày' },
  { type: 'HOT_NEWS', title: 'Hiển thị tin trong mục Xe nổi bật trên trang chủ' },
  { type: 'BOOKINGS', title: 'Nhận lịch hẹn xem xe trực tuyến từ người mua' },
  { type: 'BOOKINGS', title: 'Nhận đặt lịch bảo dưỡng qua ứng dụng' },
  { type: 'BOOKINGS', title: 'Quản lý lịch hẹn lái thử không giới hạn' },
  { type: 'BOOKINGS', title: 'Nhắc lịch hẹn tự động qua SMS cho khách hàng' },
  { type: 'OTHER', title: 'Tăng giới hạn lên 20 tin đăng cùng lúc' },
  { type: 'OTHER', title: 'Đăng tối đa 30 ảnh cho mỗi tin' },
  { type: 'OTHER', title: 'Đăng video giới thiệu xe' },
  { type: 'OTHER', title: 'Thống kê lượt xem và lượt gọi của từng tin' },
  { type: 'OTHER', title: 'Hỗ trợ định giá xe miễn phí' },
  { type: 'TRUST_PARTNER', title: 'Huy hiệu Đối tác tin cậy trên hồ sơ' },
  { type: 'TRUST_PARTNER', title: 'Được ưu tiên hiển thị trong danh sách Garage & Salon' },
  { type: 'TRUST_PARTNER', title: 'Xác thực thông tin doanh nghiệp trên KAR' },
  { type: 'FREE_TRIAL', title: 'Dùng thử miễn phí 7 ngày các tính năng cao cấp' },
  { type: 'FREE_TRIAL', title: 'Miễn phí 3 tin đăng đầu tiên' },
  { type: 'FREE_TRIAL', title: 'Dùng thử bộ đề thi sát hạch đầy đủ trong 3 ngày' },
  { type: 'NO_GOOGLE_ADS', title: 'Không hiển thị quảng cáo Google trên tin đăng' },
  { type: 'NO_GOOGLE_ADS', title: 'Trải nghiệm ứng dụng không quảng cáo' },
  { type: 'HAS_GOOGLE_ADS', title: 'Có hiển thị quảng cáo Google' },
  { type: 'HAS_GOOGLE_ADS', title: 'Quảng cáo xen giữa các bài học lý thuyết' },
  { type: 'NO_ADS_THEORY_AND_SIMULATION', title: 'Ôn thi lý thuyết không quảng cáo' },
  { type: 'NO_ADS_THEORY_AND_SIMULATION', title: 'Luyện mô phỏng tình huống không quảng cáo' },
  {
    type: 'NO_ADS_THEORY_AND_SIMULATION',
    title: 'Mở khóa toàn bộ 600 câu hỏi lý thuyết và 120 tình huống mô phỏng',
  },
];

export type TrafficSignType =
  'PROHIBITION' | 'DANGER' | 'MANDATORY' | 'INFORMATIONAL' | 'SUPPLEMENTARY' | 'ROAD_MARKING' | 'HIGHWAY';

interface TrafficSign {
  title: string;
  symbol: string;
  content: string;
  type: TrafficSignType;
}

// Codes and names follow QCVN 41:2019/BGTVT (the national road-sign regulation).
export const trafficSigns: readonly TrafficSign[] = [
  {
    symbol: 'P.101',
    title: 'Đường cấm',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm tất cả các loại phương tiện đi lại cả hai hướng, trừ các xe được ưu tiên theo quy định.',
  },
  {
    symbol: 'P.102',
    title: 'Cấm đi ngược chiều',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm các loại xe (cơ giới và thô sơ) đi vào theo chiều đặt biển, trừ các xe được ưu tiên theo quy định. Người đi bộ được phép đi trên vỉa hè hoặc lề đường.',
  },
  {
    symbol: 'P.103a',
    title: 'Cấm xe ô tô',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm các loại xe cơ giới kể cả xe máy 3 bánh có thùng đi qua, trừ xe máy 2 bánh, xe gắn máy và các xe được ưu tiên theo quy định.',
  },
  {
    symbol: 'P.103b',
    title: 'Cấm xe ô tô rẽ phải',
    type: 'PROHIBITION',
    content: 'Báo cấm xe ô tô rẽ phải tại nơi đường giao nhau.',
  },
  {
    symbol: 'P.103c',
    title: 'Cấm xe ô tô rẽ trái',
    type: 'PROHIBITION',
    content: 'Báo cấm xe ô tô rẽ trái tại nơi đường giao nhau.',
  },
  {
    symbol: 'P.104',
    title: 'Cấm xe máy',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm xe máy đi qua, trừ các xe được ưu tiên theo quy định. Biển không có giá trị cấm người dắt xe máy.',
  },
  {
    symbol: 'P.106a',
    title: 'Cấm xe ô tô tải',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm các loại xe ô tô tải trừ các xe được ưu tiên theo quy định; có hiệu lực đối với cả máy kéo và xe máy chuyên dùng.',
  },
  {
    symbol: 'P.107',
    title: 'Cấm xe ô tô khách và xe ô tô tải',
    type: 'PROHIBITION',
    content:
      'Báo đường cấm xe ô tô chở khách và các loại xe ô tô tải kể cả máy kéo và xe máy chuyên dùng đi qua, trừ các xe được ưu tiên theo quy định.',
  },
  {
    symbol: 'P.112',
    title: 'Cấm người đi bộ',
    type: 'PROHIBITION',
    content: 'Báo đường cấm người đi bộ qua lại.',
  },
  {
    symbol: 'P.117',
    title: 'Hạn chế chiều cao',
    type: 'PROHIBITION',
    content:
      'Báo hạn chế chiều cao của xe kể cả hàng hóa; xe có chiều cao vượt quá trị số ghi trên biển không được đi qua.',
  },
  {
    symbol: 'P.123a',
    title: 'Cấm rẽ trái',
    type: 'PROHIBITION',
    content:
      'Báo cấm các loại xe rẽ trái ở những vị trí đường giao nhau, trừ các xe được ưu tiên theo quy định. Biển không cấm quay đầu xe.',
  },
  {
    symbol: 'P.123b',
    title: 'Cấm rẽ phải',
    type: 'PROHIBITION',
    content:
      'Báo cấm các loại xe rẽ phải ở những vị trí đường giao nhau, trừ các xe được ưu tiên theo quy định.',
  },
  {
    symbol: 'P.124a',
    title: 'Cấm quay đầu xe',
    type: 'PROHIBITION',
    content: 'Báo cấm các loại xe quay đầu theo kiểu chữ U. Biển không có hiệu lực cấm rẽ trái.',
  },
  {
    symbol: 'P.125',
    title: 'Cấm vượt',
    type: 'PROHIBITION',
    content:
      'Báo cấm các loại xe cơ giới vượt nhau, trừ xe được ưu tiên theo quy định. Được phép vượt xe máy 2 bánh, xe gắn máy.',
  },
  {
    symbol: 'P.127',
    title: 'Tốc độ tối đa cho phép',
    type: 'PROHIBITION',
    content:
      'Báo tốc độ tối đa cho phép các xe cơ giới chạy, trừ các xe được ưu tiên theo quy định. Biển có hiệu lực đến vị trí đặt biển hết hạn chế tốc độ tối đa.',
  },
  {
    symbol: 'P.128',
    title: 'Cấm sử dụng còi',
    type: 'PROHIBITION',
    content: 'Báo cấm các loại xe sử dụng còi.',
  },
  {
    symbol: 'P.130',
    title: 'Cấm dừng xe và đỗ xe',
    type: 'PROHIBITION',
    content:
      'Báo nơi cấm dừng xe và đỗ xe, trừ các xe được ưu tiên theo quy định. Hiệu lực ở phía đường có đặt biển.',
  },
  {
    symbol: 'P.131a',
    title: 'Cấm đỗ xe',
    type: 'PROHIBITION',
    content: 'Báo nơi cấm đỗ xe, trừ các xe được ưu tiên theo quy định. Hiệu lực ở phía đường có đặt biển.',
  },
  {
    symbol: 'W.201a',
    title: 'Chỗ ngoặt nguy hiểm vòng bên trái',
    type: 'DANGER',
    content:
      'Báo trước sắp đến một chỗ ngoặt nguy hiểm vòng bên trái; người lái xe phải giảm tốc độ và quan sát.',
  },
  {
    symbol: 'W.201b',
    title: 'Chỗ ngoặt nguy hiểm vòng bên phải',
    type: 'DANGER',
    content:
      'Báo trước sắp đến một chỗ ngoặt nguy hiểm vòng bên phải; người lái xe phải giảm tốc độ và quan sát.',
  },
  {
    symbol: 'W.203a',
    title: 'Đường bị thu hẹp cả hai bên',
    type: 'DANGER',
    content: 'Báo trước sắp đến một đoạn đường bị thu hẹp đột ngột cả hai bên.',
  },
  {
    symbol: 'W.205a',
    title: 'Đường giao nhau',
    type: 'DANGER',
    content: 'Báo trước sắp đến nơi giao nhau cùng mức của các tuyến đường cùng cấp.',
  },
  {
    symbol: 'W.207a',
    title: 'Giao nhau với đường không ưu tiên',
    type: 'DANGER',
    content:
      'Báo trước sắp đến nơi giao nhau với đường không ưu tiên; xe trên đường ưu tiên được quyền đi trước.',
  },
  {
    symbol: 'W.208',
    title: 'Giao nhau với đường ưu tiên',
    type: 'DANGER',
    content:
      'Báo trước sắp đến nơi giao nhau với đường ưu tiên; người lái xe phải nhường đường cho xe trên đường ưu tiên.',
  },
  {
    symbol: 'W.209',
    title: 'Giao nhau có tín hiệu đèn',
    type: 'DANGER',
    content: 'Báo trước nơi giao nhau có điều khiển giao thông bằng tín hiệu đèn.',
  },
  {
    symbol: 'W.210',
    title: 'Giao nhau với đường sắt có rào chắn',
    type: 'DANGER',
    content:
      'Báo trước sắp đến chỗ giao nhau giữa đường bộ và đường sắt có rào chắn và người điều khiển giao thông.',
  },
  {
    symbol: 'W.211a',
    title: 'Giao nhau với đường sắt không có rào chắn',
    type: 'DANGER',
    content:
      'Báo trước sắp đến chỗ giao nhau giữa đường bộ và đường sắt không có rào chắn; người lái xe phải dừng lại quan sát trước khi đi qua.',
  },
  {
    symbol: 'W.224',
    title: 'Đường người đi bộ cắt ngang',
    type: 'DANGER',
    content:
      'Báo trước sắp đến phần đường dành cho người đi bộ sang qua đường; người lái xe phải giảm tốc độ và nhường đường cho người đi bộ.',
  },
  {
    symbol: 'W.225',
    title: 'Trẻ em',
    type: 'DANGER',
    content:
      'Báo trước là gần đến đoạn đường thường có trẻ em đi ngang qua hoặc tụ tập trên đường như ở vườn trẻ, trường học.',
  },
  {
    symbol: 'W.227',
    title: 'Công trường',
    type: 'DANGER',
    content:
      'Báo trước gần tới đoạn đường đang tiến hành thi công sửa chữa, cải tạo, nâng cấp có người và máy móc đang làm việc trên mặt đường.',
  },
  { symbol: 'W.245a', title: 'Đi chậm', type: 'DANGER', content: 'Nhắc người lái xe giảm tốc độ đi chậm.' },
  {
    symbol: 'R.122',
    title: 'Dừng lại',
    type: 'MANDATORY',
    content:
      'Các loại xe cơ giới và thô sơ phải dừng lại trước vạch dừng hoặc trước biển, chỉ được đi tiếp khi bảo đảm an toàn.',
  },
  {
    symbol: 'R.301a',
    title: 'Hướng đi phải theo',
    type: 'MANDATORY',
    content:
      'Các xe chỉ được đi thẳng; biển đặt sau nơi đường giao nhau thì có hiệu lực bắt đầu từ vị trí đặt biển đến nơi đường giao nhau tiếp theo.',
  },
  {
    symbol: 'R.302a',
    title: 'Hướng phải đi vòng chướng ngại vật',
    type: 'MANDATORY',
    content: 'Các loại xe phải đi vòng sang phải để qua một chướng ngại vật.',
  },
  {
    symbol: 'R.303',
    title: 'Nơi giao nhau chạy theo vòng xuyến',
    type: 'MANDATORY',
    content:
      'Các loại xe phải chạy vòng theo đảo an toàn ở nơi đường giao nhau và nhường đường cho xe đi đến từ bên trái.',
  },
  {
    symbol: 'R.304',
    title: 'Đường dành cho xe thô sơ',
    type: 'MANDATORY',
    content: 'Báo đường dành cho xe thô sơ và người đi bộ; các xe cơ giới không được đi vào.',
  },
  {
    symbol: 'R.306',
    title: 'Tốc độ tối thiểu cho phép',
    type: 'MANDATORY',
    content:
      'Báo tốc độ tối thiểu cho phép; các loại xe cơ giới chạy với tốc độ không nhỏ hơn trị số ghi trên biển.',
  },
  {
    symbol: 'I.401',
    title: 'Bắt đầu đường ưu tiên',
    type: 'INFORMATIONAL',
    content:
      'Biểu thị bắt đầu đoạn đường ưu tiên; các xe đi trên đường này được quyền ưu tiên đi trước tại nơi đường giao nhau.',
  },
  {
    symbol: 'I.402',
    title: 'Hết đoạn đường ưu tiên',
    type: 'INFORMATIONAL',
    content: 'Báo hiệu hết đoạn đường được ưu tiên.',
  },
  { symbol: 'I.405a', title: 'Đường cụt', type: 'INFORMATIONAL', content: 'Chỉ lối rẽ vào đường cụt.' },
  {
    symbol: 'I.407a',
    title: 'Đường một chiều',
    type: 'INFORMATIONAL',
    content:
      'Chỉ dẫn những đoạn đường chạy một chiều; chỉ cho phép các loại xe đi vào theo chiều mũi tên chỉ.',
  },
  {
    symbol: 'I.408',
    title: 'Nơi đỗ xe',
    type: 'INFORMATIONAL',
    content: 'Chỉ dẫn những nơi được phép đỗ xe, những bãi đỗ xe, bến xe.',
  },
  {
    symbol: 'I.409',
    title: 'Chỗ quay xe',
    type: 'INFORMATIONAL',
    content: 'Chỉ dẫn vị trí được phép quay đầu xe.',
  },
  {
    symbol: 'I.423a',
    title: 'Điểm bắt đầu đường đi bộ',
    type: 'INFORMATIONAL',
    content:
      'Chỉ dẫn vị trí dành cho người đi bộ sang ngang đường; người lái xe phải nhường đường cho người đi bộ.',
  },
  {
    symbol: 'I.425',
    title: 'Bệnh viện',
    type: 'INFORMATIONAL',
    content: 'Chỉ dẫn sắp đến cơ sở điều trị bệnh; người lái xe cần giữ trật tự và hạn chế dùng còi.',
  },
  {
    symbol: 'I.434a',
    title: 'Bến xe buýt',
    type: 'INFORMATIONAL',
    content: 'Chỉ dẫn chỗ dừng đón, trả khách của xe buýt.',
  },
  {
    symbol: 'S.501',
    title: 'Phạm vi tác dụng của biển',
    type: 'SUPPLEMENTARY',
    content: 'Thông báo chiều dài đoạn đường nguy hiểm hoặc cấm hoặc hạn chế bên dưới một số biển báo.',
  },
  {
    symbol: 'S.502',
    title: 'Khoảng cách đến đối tượng báo hiệu',
    type: 'SUPPLEMENTARY',
    content: 'Thông báo khoảng cách thực tế từ vị trí đặt biển đến đối tượng báo hiệu ở phía trước.',
  },
  {
    symbol: 'S.505a',
    title: 'Loại xe',
    type: 'SUPPLEMENTARY',
    content: 'Đặt bên dưới biển chính để chỉ loại xe chịu hiệu lực của biển.',
  },
  {
    symbol: 'S.508a',
    title: 'Thời gian',
    type: 'SUPPLEMENTARY',
    content: 'Đặt bên dưới biển chính để quy định thời gian biển có hiệu lực.',
  },
  {
    symbol: 'Vạch 1.1',
    title: 'Vạch phân chia hai chiều xe chạy, dạng đơn, nét đứt',
    type: 'ROAD_MARKING',
    content:
      'Phân chia hai chiều xe chạy; xe được phép cắt qua để sử dụng làn ngược chiều khi đủ điều kiện an toàn.',
  },
  {
    symbol: 'Vạch 1.3',
    title: 'Vạch phân chia hai chiều xe chạy, dạng vạch đôi nét liền',
    type: 'ROAD_MARKING',
    content:
      'Phân chia hai chiều xe chạy trên đường có từ 4 làn xe trở lên; xe không được lấn làn, không được đè lên vạch.',
  },
  {
    symbol: 'Vạch 7.1',
    title: 'Vạch dừng xe',
    type: 'ROAD_MARKING',
    content:
      'Xác định vị trí người lái xe phải dừng xe khi có tín hiệu đèn đỏ, biển dừng lại hoặc hiệu lệnh của người điều khiển giao thông.',
  },
  {
    symbol: 'Vạch 7.3',
    title: 'Vạch đi bộ qua đường',
    type: 'ROAD_MARKING',
    content:
      'Xác định vị trí người đi bộ qua đường; người lái xe phải giảm tốc độ và nhường đường cho người đi bộ.',
  },
  {
    symbol: 'IE.441a',
    title: 'Bắt đầu đường cao tốc',
    type: 'HIGHWAY',
    content: 'Báo hiệu bắt đầu đường cao tốc; từ vị trí này áp dụng các quy tắc riêng cho đường cao tốc.',
  },
  {
    symbol: 'IE.443',
    title: 'Kết thúc đường cao tốc',
    type: 'HIGHWAY',
    content:
      'Báo hiệu hết đường cao tốc; người lái xe chú ý giảm tốc độ và tuân theo quy tắc đường thông thường.',
  },
  {
    symbol: 'P.115',
    title: 'Hạn chế trọng tải toàn bộ xe',
    type: 'PROHIBITION',
    content:
      'Cấm các xe có khối lượng toàn bộ (xe và hàng) vượt quá trị số ghi trên biển đi qua, kể cả xe ưu tiên.',
  },
  {
    symbol: 'W.202a',
    title: 'Nhiều chỗ ngoặt nguy hiểm liên tiếp',
    type: 'DANGER',
    content:
      'Báo trước sắp đến đoạn đường có nhiều chỗ ngoặt liên tiếp, chỗ đầu tiên hướng sang trái; người lái xe giảm tốc độ.',
  },
  {
    symbol: 'R.305',
    title: 'Đường dành cho người đi bộ',
    type: 'MANDATORY',
    content: 'Đường dành riêng cho người đi bộ; các loại xe không được đi vào, trừ xe ưu tiên theo quy định.',
  },
  {
    symbol: 'IE.447a',
    title: 'Biển chỉ dẫn lối ra phía trước',
    type: 'HIGHWAY',
    content:
      'Chỉ dẫn khoảng cách đến lối ra tiếp theo trên đường cao tốc để người lái xe chuyển làn kịp thời.',
  },
];

// Chapters follow the national question bank for car licences: 1 quy tắc giao thông,
// 2 nghiệp vụ vận tải, 3 văn hóa giao thông, 4 kỹ thuật lái xe, 5 cấu tạo và sửa chữa, 6 biển báo.
// `correct` is the 0-based index into `answers`.
export const theoryQuestions: readonly {
  content: string;
  answers: readonly string[];
  correct: number;
  chapter: number;
}[] = [
  {
    chapter: 1,
    content: 'Phần đường xe chạy là gì?',
    answers: [
      'Là phần của đường bộ được sử dụng cho các phương tiện giao thông qua lại.',
      'Là phần của đường bộ được sử dụng cho các phương tiện giao thông qua lại và dải đất dọc hai bên đường.',
      'Là phần đường bộ dùng cho phương tiện qua lại, các công trình, thiết bị phụ trợ và dải đất dọc hai bên đường.',
    ],
    correct: 0,
  },
  {
    chapter: 1,
    content: 'Người lái xe được hiểu như thế nào trong các khái niệm dưới đây?',
    answers: [
      'Là người điều khiển xe cơ giới.',
      'Là người điều khiển xe thô sơ.',
      'Là người điều khiển xe có súc vật kéo.',
    ],
    correct: 0,
  },
  {
    chapter: 1,
    content: 'Khái niệm "dừng xe" được hiểu như thế nào là đúng?',
    answers: [
      'Là trạng thái đứng yên của phương tiện giao thông không giới hạn thời gian.',
      'Là trạng thái đứng yên tạm thời của phương tiện giao thông trong một khoảng thời gian cần thiết đủ để cho người lên, xuống phương tiện, xếp dỡ hàng hóa hoặc thực hiện công việc khác.',
      'Là trạng thái đứng yên của phương tiện giữa hai lần vận chuyển hàng hóa hoặc hành khách.',
    ],
    correct: 1,
  },
  {
    chapter: 1,
    content: 'Khái niệm "đỗ xe" được hiểu như thế nào là đúng?',
    answers: [
      'Là trạng thái đứng yên tạm thời của phương tiện giao thông trong một khoảng thời gian cần thiết để cho người lên, xuống phương tiện.',
      'Là trạng thái đứng yên của phương tiện giao thông không giới hạn thời gian.',
    ],
    correct: 1,
  },
  {
    chapter: 1,
    content:
      'Người điều khiển phương tiện giao thông đường bộ mà trong cơ thể có chất ma túy có bị nghiêm cấm hay không?',
    answers: [
      'Bị nghiêm cấm.',
      'Không bị nghiêm cấm.',
      'Không bị nghiêm cấm nếu có chất ma túy ở mức nhẹ, có thể điều khiển phương tiện tham gia giao thông.',
    ],
    correct: 0,
  },
  {
    chapter: 1,
    content: 'Người điều khiển xe ô tô mà trong máu hoặc hơi thở có nồng độ cồn có bị nghiêm cấm hay không?',
    answers: [
      'Không bị nghiêm cấm nếu nồng độ cồn thấp.',
      'Bị nghiêm cấm.',
      'Chỉ bị nghiêm cấm khi lái xe vào ban đêm.',
    ],
    correct: 1,
  },
  {
    chapter: 1,
    content:
      'Khi lái xe trong khu đô thị và đông dân cư, trừ các khu vực có biển cấm sử dụng còi, người lái xe được sử dụng còi trong thời gian nào?',
    answers: [
      'Từ 22 giờ đêm đến 5 giờ sáng.',
      'Từ 5 giờ sáng đến 22 giờ tối.',
      'Từ 23 giờ đêm đến 5 giờ sáng hôm sau.',
    ],
    correct: 1,
  },
  {
    chapter: 1,
    content:
      'Tại nơi đường giao nhau không có báo hiệu đi theo vòng xuyến, người điều khiển phương tiện phải nhường đường như thế nào?',
    answers: [
      'Phải nhường đường cho xe đi đến từ bên phải.',
      'Xe báo hiệu xin đường trước được đi trước.',
      'Phải nhường đường cho xe đi đến từ bên trái.',
    ],
    correct: 0,
  },
  {
    chapter: 1,
    content:
      'Tại nơi đường giao nhau có báo hiệu đi theo vòng xuyến, người điều khiển phương tiện phải nhường đường như thế nào?',
    answers: [
      'Phải nhường đường cho xe đi đến từ bên phải.',
      'Xe báo hiệu xin đường trước được đi trước.',
      'Phải nhường đường cho xe đi đến từ bên trái.',
    ],
    correct: 2,
  },
  {
    chapter: 1,
    content: 'Trên đường cao tốc, người lái xe xử lý như thế nào khi đã vượt quá lối ra của đường định ra?',
    answers: [
      'Quay đầu xe, chạy trên làn dừng xe khẩn cấp để quay lại lối ra.',
      'Lùi xe sát lề đường bên phải để quay lại lối ra.',
      'Tiếp tục chạy đến lối ra tiếp theo.',
    ],
    correct: 2,
  },
  {
    chapter: 1,
    content:
      'Khi điều khiển xe chạy trên đường, biết có xe phía sau xin vượt, nếu đủ điều kiện an toàn người lái xe phải làm gì?',
    answers: [
      'Tăng tốc độ và ra hiệu cho xe sau vượt.',
      'Giảm tốc độ, đi sát về bên phải của phần đường xe chạy cho đến khi xe sau đã vượt qua, không được gây trở ngại cho xe xin vượt.',
      'Giữ nguyên tốc độ và làn đường đang đi.',
    ],
    correct: 1,
  },
  {
    chapter: 1,
    content: 'Người lái xe sử dụng đèn như thế nào khi lái xe trong khu đô thị và đông dân cư vào ban đêm?',
    answers: [
      'Bất cứ đèn nào miễn là mắt nhìn rõ phía trước.',
      'Chỉ bật đèn chiếu xa (đèn pha) khi không nhìn rõ đường.',
      'Đèn chiếu xa khi đường vắng, đèn chiếu gần khi có xe đi ngược chiều.',
      'Đèn chiếu gần (đèn cốt).',
    ],
    correct: 3,
  },
  {
    chapter: 1,
    content: 'Khi tránh xe đi ngược chiều, các xe phải nhường đường như thế nào là đúng quy tắc giao thông?',
    answers: [
      'Nơi đường hẹp chỉ đủ cho một xe chạy và có chỗ tránh xe thì xe nào ở gần chỗ tránh hơn phải vào vị trí tránh, nhường đường cho xe kia đi.',
      'Xe xuống dốc phải nhường đường cho xe đang lên dốc; xe có chướng ngại vật phía trước phải nhường đường cho xe không có chướng ngại vật đi trước.',
      'Cả hai ý trên.',
    ],
    correct: 2,
  },
  {
    chapter: 2,
    content: 'Thời gian làm việc của người lái xe ô tô trong một ngày không được vượt quá bao nhiêu giờ?',
    answers: ['Không quá 8 giờ.', 'Không quá 10 giờ.', 'Không quá 12 giờ.'],
    correct: 1,
  },
  {
    chapter: 2,
    content: 'Thời gian lái xe liên tục của người lái xe ô tô không được vượt quá bao nhiêu giờ?',
    answers: ['3 giờ.', '4 giờ.', '5 giờ.'],
    correct: 1,
  },
  {
    chapter: 2,
    content: 'Hàng hóa vận chuyển trên xe ô tô phải được xếp đặt như thế nào?',
    answers: [
      'Gọn gàng, chằng buộc chắc chắn, không để rơi vãi dọc đường, không kéo lê hàng trên mặt đường và không cản trở việc điều khiển xe.',
      'Xếp cao tùy ý miễn là hàng không rơi ra ngoài.',
      'Được phép để hàng vượt ra phía trước và hai bên thùng xe nếu chằng buộc chắc chắn.',
    ],
    correct: 0,
  },
  {
    chapter: 2,
    content: 'Khi vận chuyển hàng siêu trường, siêu trọng, người lái xe phải làm gì?',
    answers: [
      'Có giấy phép lưu hành do cơ quan có thẩm quyền cấp và đi đúng tuyến đường, thời gian quy định.',
      'Chỉ cần thông báo trước cho cơ quan quản lý đường bộ.',
      'Không cần giấy phép nếu hàng được chằng buộc chắc chắn.',
    ],
    correct: 0,
  },
  {
    chapter: 2,
    content: 'Người lái xe và nhân viên phục vụ trên xe ô tô vận tải hành khách có những trách nhiệm gì?',
    answers: [
      'Kiểm tra các điều kiện bảo đảm an toàn của xe trước khi khởi hành; có thái độ văn minh, lịch sự, hướng dẫn hành khách ngồi đúng nơi quy định.',
      'Kiểm tra việc sắp xếp, chằng buộc hành lý, bảo đảm an toàn.',
      'Có biện pháp bảo vệ tính mạng, sức khỏe, tài sản của hành khách; đóng cửa lên xuống của xe trước và trong khi xe chạy.',
      'Cả ba ý trên.',
    ],
    correct: 3,
  },
  {
    chapter: 2,
    content:
      'Xe ô tô kinh doanh vận tải hành khách theo tuyến cố định phải niêm yết những thông tin nào trên xe?',
    answers: [
      'Tên và số điện thoại của đơn vị kinh doanh vận tải, biển số xe đăng ký khai thác trên tuyến.',
      'Chỉ cần niêm yết tên người lái xe.',
      'Không bắt buộc niêm yết thông tin.',
    ],
    correct: 0,
  },
  {
    chapter: 3,
    content: 'Người lái xe có văn hóa khi tham gia giao thông phải đáp ứng những điều kiện nào dưới đây?',
    answers: [
      'Có trách nhiệm với bản thân và với cộng đồng; tôn trọng, nhường nhịn người khác.',
      'Tận tình giúp đỡ người tham gia giao thông gặp hoạn nạn; giúp đỡ người khuyết tật, trẻ em và người cao tuổi.',
      'Cả hai ý trên.',
    ],
    correct: 2,
  },
  {
    chapter: 3,
    content: 'Khi xảy ra tai nạn giao thông có liên quan, người lái xe phải làm gì?',
    answers: [
      'Dừng ngay phương tiện, giữ nguyên hiện trường, cấp cứu người bị nạn và trình báo cơ quan công an.',
      'Nhanh chóng rời khỏi hiện trường để tránh ùn tắc.',
      'Chụp ảnh hiện trường rồi tiếp tục hành trình.',
    ],
    correct: 0,
  },
  {
    chapter: 3,
    content: 'Khi gặp xe ưu tiên đang thực hiện nhiệm vụ phát tín hiệu ưu tiên, người lái xe phải làm gì?',
    answers: [
      'Giảm tốc độ, tránh hoặc dừng lại sát lề đường bên phải để nhường đường; không được gây cản trở xe ưu tiên.',
      'Tăng tốc để đi theo sau xe ưu tiên.',
      'Tiếp tục đi bình thường vì đang đi đúng làn đường.',
    ],
    correct: 0,
  },
  {
    chapter: 3,
    content: 'Khi đi qua đoạn đường có nước đọng gần người đi bộ, người lái xe có văn hóa sẽ làm gì?',
    answers: [
      'Giảm tốc độ để không làm nước bắn vào người đi bộ.',
      'Giữ nguyên tốc độ vì người đi bộ phải tự tránh.',
      'Bấm còi liên tục để người đi bộ tránh xa.',
    ],
    correct: 0,
  },
  {
    chapter: 3,
    content: 'Hành vi nào dưới đây thể hiện văn hóa khi dừng xe chờ đèn đỏ?',
    answers: [
      'Dừng trước vạch dừng, không bấm còi thúc giục, không lấn sang làn xe khác.',
      'Nhích dần qua vạch dừng để khởi hành sớm hơn.',
      'Bấm còi khi đèn vừa chuyển xanh để xe phía trước đi nhanh.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi khởi hành xe ô tô số sàn, người lái xe cần thực hiện các thao tác nào?',
    answers: [
      'Đạp hết hành trình bàn đạp ly hợp, vào số 1, nhả phanh tay, nhả từ từ bàn đạp ly hợp đồng thời tăng ga từ từ.',
      'Vào số 3, nhả nhanh bàn đạp ly hợp.',
      'Tăng ga thật lớn rồi mới nhả phanh tay.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi điều khiển xe ô tô xuống dốc dài, người lái xe cần thực hiện các thao tác nào?',
    answers: [
      'Về số thấp phù hợp, sử dụng phanh động cơ kết hợp phanh chân nhả từng đợt.',
      'Về số 0 (N) để xe trôi tự do cho tiết kiệm nhiên liệu.',
      'Đạp phanh chân liên tục suốt đoạn đổ dốc.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi lái xe trong trời mưa to hoặc sương mù, người lái xe cần làm gì?',
    answers: [
      'Bật đèn chiếu gần và đèn sương mù, giảm tốc độ, giữ khoảng cách an toàn với xe phía trước.',
      'Bật đèn chiếu xa và tăng tốc để nhanh qua khu vực.',
      'Bật đèn cảnh báo nguy hiểm và chạy với tốc độ bình thường.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content:
      'Khi điều khiển xe qua đường sắt, có chuông báo hoặc thanh chắn đã hạ xuống, người lái xe phải làm gì?',
    answers: [
      'Dừng xe tạm thời đúng khoảng cách an toàn, kéo phanh tay nếu đường dốc, chờ cho đến khi thanh chắn mở hoàn toàn.',
      'Tăng tốc để vượt qua trước khi thanh chắn hạ xuống hoàn toàn.',
      'Về số 0 để xe chạy trôi qua đường ray.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi lùi xe, người lái xe phải làm gì để bảo đảm an toàn?',
    answers: [
      'Quan sát phía sau, có tín hiệu cần thiết và chỉ khi nào thấy không nguy hiểm mới được lùi.',
      'Lùi nhanh để không cản trở các xe khác.',
      'Chỉ cần quan sát gương chiếu hậu bên trái.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi quay đầu xe, người lái xe cần thực hiện như thế nào để bảo đảm an toàn?',
    answers: [
      'Đi ở tốc độ thấp, quan sát kỹ các phương tiện và người đi bộ, chỉ quay đầu ở nơi được phép.',
      'Quay đầu tại nơi có biển cấm quay đầu nếu đường vắng.',
      'Quay đầu trên cầu nếu mặt cầu đủ rộng.',
    ],
    correct: 0,
  },
  {
    chapter: 4,
    content: 'Khi xe bị trượt bánh trên đường trơn, người lái xe cần xử lý như thế nào?',
    answers: [
      'Giảm ga từ từ, giữ chắc vô lăng và đánh lái theo hướng đuôi xe bị trượt, không phanh gấp.',
      'Phanh gấp để xe dừng lại ngay.',
      'Tăng ga để xe thoát khỏi chỗ trơn.',
    ],
    correct: 0,
  },
  {
    chapter: 5,
    content: 'Động cơ ô tô biến nhiệt năng thành cơ năng là loại động cơ nào?',
    answers: ['Động cơ đốt trong.', 'Động cơ điện.', 'Động cơ thủy lực.'],
    correct: 0,
  },
  {
    chapter: 5,
    content: 'Công dụng của hệ thống ly hợp (côn) ô tô là gì?',
    answers: [
      'Dùng để truyền mô men xoắn giữa các trục không cùng nằm trên một đường thẳng.',
      'Dùng để nối truyền động từ động cơ đến hộp số hoặc ngắt truyền động khi cần thiết.',
      'Dùng để giảm tốc độ quay và tăng mô men xoắn.',
    ],
    correct: 1,
  },
  {
    chapter: 5,
    content: 'Công dụng của hộp số ô tô là gì?',
    answers: [
      'Truyền và thay đổi mô men xoắn từ động cơ đến bánh xe chủ động; cắt truyền động khi cần thiết và giúp xe chạy lùi.',
      'Chỉ dùng để giảm tốc độ xe.',
      'Dùng để thay đổi hướng chuyển động của ô tô.',
    ],
    correct: 0,
  },
  {
    chapter: 5,
    content: 'Công dụng của hệ thống lái ô tô là gì?',
    answers: [
      'Dùng để thay đổi hướng chuyển động hoặc giữ cho ô tô chuyển động theo hướng xác định.',
      'Dùng để giảm tốc độ của ô tô.',
      'Dùng để truyền lực từ động cơ đến bánh xe.',
    ],
    correct: 0,
  },
  {
    chapter: 5,
    content: 'Công dụng của hệ thống phanh ô tô là gì?',
    answers: [
      'Dùng để giảm tốc độ, dừng hẳn chuyển động của ô tô và giữ ô tô đứng yên trên dốc.',
      'Dùng để thay đổi hướng chuyển động của ô tô.',
      'Dùng để tăng mô men xoắn ở bánh xe.',
    ],
    correct: 0,
  },
  {
    chapter: 5,
    content: 'Yêu cầu của kính chắn gió trên xe ô tô là gì?',
    answers: [
      'Là loại kính an toàn, kính nhiều lớp, đúng quy cách, không rạn nứt, đảm bảo hình ảnh quan sát rõ ràng, không bị méo mó.',
      'Là loại kính trong suốt bất kỳ.',
      'Là loại kính màu để giảm chói.',
    ],
    correct: 0,
  },
  {
    chapter: 5,
    content:
      'Khi đèn báo áp suất dầu bôi trơn trên bảng đồng hồ bật sáng trong lúc xe đang chạy, người lái xe cần làm gì?',
    answers: [
      'Dừng xe ở nơi an toàn, tắt máy và kiểm tra mức dầu động cơ.',
      'Tiếp tục chạy đến khi về tới nơi rồi mới kiểm tra.',
      'Tăng ga để đèn báo tắt.',
    ],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển báo hình tròn, viền đỏ, nền trắng, hình vẽ màu đen là loại biển gì?',
    answers: ['Biển báo cấm.', 'Biển hiệu lệnh.', 'Biển chỉ dẫn.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển báo hình tam giác đều, viền đỏ, nền vàng, hình vẽ màu đen là loại biển gì?',
    answers: ['Biển báo nguy hiểm và cảnh báo.', 'Biển báo cấm.', 'Biển chỉ dẫn.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển báo hình tròn, nền xanh lam, hình vẽ màu trắng là loại biển gì?',
    answers: ['Biển báo nguy hiểm.', 'Biển hiệu lệnh phải thi hành.', 'Biển báo cấm.'],
    correct: 1,
  },
  {
    chapter: 6,
    content: 'Biển báo có dạng hình chữ nhật hoặc hình vuông, nền xanh lam là loại biển gì?',
    answers: ['Biển chỉ dẫn.', 'Biển báo cấm.', 'Biển báo nguy hiểm.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển P.102 có ý nghĩa gì?',
    answers: ['Cấm đi ngược chiều.', 'Đường cấm.', 'Cấm dừng xe và đỗ xe.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển P.130 có hiệu lực như thế nào?',
    answers: [
      'Cấm dừng xe và đỗ xe ở phía đường có đặt biển.',
      'Chỉ cấm đỗ xe, được phép dừng xe.',
      'Chỉ cấm dừng xe vào ban đêm.',
    ],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển P.124a có ý nghĩa gì?',
    answers: ['Cấm quay đầu xe.', 'Cấm rẽ trái.', 'Cấm rẽ phải.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Biển nào cấm xe ô tô đi vào?',
    answers: ['Biển P.103a.', 'Biển P.102.', 'Biển P.104.'],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Khi gặp biển R.122 "Dừng lại", người lái xe phải làm gì?',
    answers: [
      'Dừng lại trước vạch dừng hoặc trước biển, chỉ được đi tiếp khi bảo đảm an toàn.',
      'Giảm tốc độ và đi tiếp nếu đường vắng.',
      'Bấm còi rồi đi tiếp.',
    ],
    correct: 0,
  },
  {
    chapter: 6,
    content: 'Vạch kẻ đường dạng đơn, nét đứt, màu trắng phân chia hai chiều xe chạy có ý nghĩa gì?',
    answers: [
      'Xe được phép cắt qua vạch để vượt hoặc chuyển hướng khi bảo đảm an toàn.',
      'Xe không được lấn qua vạch trong mọi trường hợp.',
      'Vạch chỉ dành cho xe ưu tiên.',
    ],
    correct: 0,
  },
];

export const simulationQuestionTitles: readonly string[] = [
  'Xe máy bất ngờ lao ra từ ngõ nhỏ bên phải',
  'Người đi bộ băng qua đường không đúng vạch',
  'Trẻ em chạy theo quả bóng ra giữa đường',
  'Xe tải phía trước dừng đột ngột trên quốc lộ',
  'Ô tô ngược chiều vượt ẩu lấn sang làn',
  'Xe buýt tách ra khỏi điểm dừng đón khách',
  'Mở cửa xe đỗ bên đường khi có xe máy đi tới',
  'Đèn tín hiệu chuyển vàng khi xe sắp tới ngã tư',
  'Xe cứu thương phát tín hiệu ưu tiên phía sau',
  'Xe phía trước bật xi nhan rẽ trái nhưng lại rẽ phải',
  'Đi qua đoạn đường đang thi công thu hẹp làn',
  'Gia súc bất ngờ đi ra đường ở khu vực nông thôn',
  'Vào đường cao tốc từ làn tăng tốc',
  'Ra khỏi đường cao tốc tại nút giao',
  'Xe container chuyển làn che khuất tầm nhìn',
  'Xe đạp điện đi ngược chiều sát lề đường',
  'Vượt xe tải trên đường đèo có khúc cua gấp',
  'Xe phía trước bị nổ lốp trên đường cao tốc',
  'Người đi bộ xuất hiện sau xe buýt đang dừng',
  'Đi qua đường sắt không có rào chắn',
  'Xe máy chở hàng cồng kềnh loạng choạng phía trước',
  'Lái xe trong đêm bị đèn pha xe ngược chiều làm chói mắt',
  'Đường trơn trượt sau cơn mưa, xe phía trước phanh gấp',
  'Xe đỗ trái phép che khuất tầm nhìn tại giao lộ',
  'Xe máy vượt đèn đỏ từ đường ngang',
  'Ô tô lùi ra từ bãi đỗ ven đường',
  'Đoàn xe ưu tiên đi qua nút giao có đèn tín hiệu',
  'Đi qua khu vực trường học giờ tan trường',
  'Chướng ngại vật rơi xuống đường từ xe tải phía trước',
  'Xe phía sau áp sát và bấm còi xin vượt',
  'Sương mù dày đặc trên đường đèo',
  'Vòng xuyến đông xe vào giờ cao điểm',
];

export const garageNames: readonly string[] = [
  'Garage Ô tô Minh Phát',
  'Salon Ô tô Hùng Cường',
  'Garage Thành Công Auto',
  'Salon Xe lướt Phúc Lộc',
  'Trung tâm Dịch vụ Ô tô Đại Việt',
  'Garage Tân Tiến',
  'Salon Auto Hoàng Gia',
  'Garage Sửa chữa Ô tô An Phú',
  'Salon Ô tô Cũ Việt Nhật',
  'Garage Quang Huy',
  'Trung tâm Chăm sóc Xe Nam Sài Gòn',
  'Garage Đức Thịnh',
  'Salon Ô tô Hà Thành',
  'Garage Kim Long',
  'Salon Auto Trường Giang',
  'Garage Sơn Gò Vấp',
  'Trung tâm Bảo dưỡng Ô tô Lộc Phát',
  'Garage Bình An',
  'Salon Xe Đã Qua Sử Dụng Tín Nghĩa',
  'Garage Phú Cường',
  'Salon Ô tô Đông Đô',
  'Garage Việt Tiến',
  'Trung tâm Độ xe Tuấn Auto',
  'Garage Hải Đăng',
  'Salon Auto Sông Hàn',
  'Garage Cần Thơ Motor',
  'Salon Ô tô Cát Bi',
  'Garage Điện - Điều hòa Ô tô Hòa Bình',
  'Trung tâm Lốp và Mâm xe Thanh Xuân',
  'Garage Nhật Minh',
  'Salon Auto Ánh Dương',
  'Garage Gia Huy',
];

export const parkingNames: readonly string[] = [
  'Bãi đỗ xe ô tô Mỹ Đình',
  'Bãi giữ xe Trần Duy Hưng',
  'Điểm đỗ xe Hồ Gươm',
  'Bãi đỗ xe Cầu Giấy Center',
  'Bãi đỗ xe thông minh Thành Công',
  'Bãi giữ xe ô tô Kim Liên',
  'Điểm trông giữ xe Long Biên',
  'Bãi đỗ xe Linh Đàm',
  'Bãi đỗ xe ô tô Thảo Điền',
  'Bãi giữ xe Phú Mỹ Hưng',
  'Bãi đỗ xe Công viên Lê Văn Tám',
  'Bãi đỗ xe Sân bay Tân Sơn Nhất',
  'Bãi giữ xe ô tô Bình Thạnh',
  'Điểm đỗ xe Bến Thành',
  'Bãi đỗ xe Gò Vấp 24/7',
  'Bãi giữ xe Phú Nhuận',
  'Bãi đỗ xe ô tô Sơn Trà',
  'Bãi đỗ xe Cầu Rồng',
  'Bãi giữ xe ô tô Hải Châu',
  'Bãi đỗ xe Biển Mỹ Khê',
  'Bãi đỗ xe Ninh Kiều',
  'Bãi giữ xe ô tô Lạch Tray',
  'Điểm đỗ xe Nhà hát Lớn',
  'Bãi đỗ xe ngầm Công viên Thống Nhất',
  'Bãi đỗ xe Văn Quán',
  'Bãi giữ xe ô tô Thủ Đức',
  'Bãi đỗ xe An Khánh',
  'Bãi đỗ xe Tân Bình 24h',
  'Bãi giữ xe ô tô Hà Đông',
  'Bãi đỗ xe Nam Từ Liêm',
  'Bãi đỗ xe ô tô Quận 7',
  'Bãi giữ xe Đống Đa',
];

export const drivingCenterNames: readonly string[] = [
  'Trung tâm Đào tạo Lái xe Thành Công',
  'Trung tâm Đào tạo Lái xe Đông Đô',
  'Trường Dạy nghề Lái xe Việt Thanh',
  'Trung tâm Sát hạch Lái xe Hà Nội Xanh',
  'Trung tâm Đào tạo Lái xe An Phát',
  'Trung tâm Dạy nghề Lái xe Sài Gòn Mới',
  'Trường Trung cấp Nghề Lái xe Bình Minh',
  'Trung tâm Đào tạo và Sát hạch Lái xe Phú Thịnh',
  'Trung tâm Đào tạo Lái xe Hồng Hà',
  'Trung tâm Đào tạo Lái xe Thăng Long',
  'Trung tâm Dạy lái xe Minh Khang',
  'Trung tâm Đào tạo Lái xe Sông Hàn',
  'Trung tâm Đào tạo Lái xe Tây Đô',
  'Trung tâm Đào tạo Lái xe Đất Cảng',
  'Trường Cao đẳng Nghề Giao thông Miền Nam',
  'Trung tâm Đào tạo Lái xe Trường Sơn',
  'Trung tâm Đào tạo Lái xe Hòa Bình',
  'Trung tâm Đào tạo Lái xe Nam Việt',
  'Trung tâm Dạy nghề Lái xe Thủ Đức',
  'Trung tâm Đào tạo Lái xe Kinh Bắc',
  'Trung tâm Đào tạo Lái xe Tiến Thành',
  'Trung tâm Đào tạo Lái xe Việt Úc',
  'Trung tâm Đào tạo Lái xe Hưng Phát',
  'Trung tâm Đào tạo Lái xe Ngọc Hà',
  'Trung tâm Đào tạo Lái xe Bách Việt',
  'Trung tâm Đào tạo Lái xe Gia Định',
  'Trung tâm Đào tạo Lái xe Sao Việt',
  'Trung tâm Đào tạo Lái xe Cửu Long',
  'Trung tâm Đào tạo Lái xe Ánh Sao',
  'Trung tâm Đào tạo Lái xe Đại Nam',
  'Trung tâm Đào tạo Lái xe Phương Nam',
  'Trung tâm Đào tạo Lái xe Hoàng Long',
];

export const streetNames: readonly string[] = [
  'Nguyễn Huệ',
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Điện Biên Phủ',
  'Cách Mạng Tháng Tám',
  'Nguyễn Văn Linh',
  'Phạm Văn Đồng',
  'Võ Văn Kiệt',
  'Giải Phóng',
  'Láng Hạ',
  'Kim Mã',
  'Trần Duy Hưng',
  'Xuân Thủy',
  'Nguyễn Trãi',
  'Lê Duẩn',
  'Hai Bà Trưng',
  'Pasteur',
  'Nam Kỳ Khởi Nghĩa',
  'Võ Thị Sáu',
  'Lý Thường Kiệt',
  'Nguyễn Thị Minh Khai',
  'Hoàng Văn Thụ',
  'Phan Xích Long',
  'Nguyễn Văn Cừ',
  'Bạch Đằng',
  'Ngô Quyền',
  'Hùng Vương',
  'Quang Trung',
  'Lạc Long Quân',
  'Âu Cơ',
  'Nguyễn Chí Thanh',
  'Tôn Đức Thắng',
  'Lê Văn Sỹ',
  'Cộng Hòa',
  'Trường Chinh',
  'Nguyễn Văn Trỗi',
  'Phan Đăng Lưu',
  'Xô Viết Nghệ Tĩnh',
  'Hoàng Quốc Việt',
  'Cầu Giấy',
];

export const bankNames: readonly string[] = [
  'Vietcombank',
  'VietinBank',
  'BIDV',
  'Agribank',
  'Techcombank',
  'MB Bank',
  'ACB',
  'VPBank',
  'TPBank',
  'Sacombank',
  'HDBank',
  'VIB',
  'SHB',
  'OCB',
  'SeABank',
  'MSB',
  'Eximbank',
  'LPBank',
  'Nam A Bank',
  'Bac A Bank',
];

export const phoneErrorMessages: readonly string[] = [
  'Không gửi được mã OTP: số điện thoại không tồn tại hoặc đã bị thu hồi.',
  'Nhà mạng từ chối tin nhắn: brandname KAR chưa được đăng ký với nhà mạng của thuê bao.',
  'Vượt quá số lần gửi mã OTP cho phép (5 lần/24 giờ) cho số điện thoại này.',
  'Thuê bao đang tạm khóa chiều nhận tin nhắn.',
  'Hết thời gian chờ phản hồi từ nhà cung cấp SMS (timeout 30 giây).',
  'Số điện thoại không đúng định dạng Việt Nam (+84).',
  'Tài khoản gửi tin nhắn thương hiệu đã hết số dư.',
  'Thuê bao tắt máy hoặc ngoài vùng phủ sóng, tin nhắn không được chuyển phát sau 24 giờ.',
  'Nội dung tin nhắn chứa từ khóa bị nhà mạng chặn.',
  'Nhà cung cấp SMS trả về lỗi 500: hệ thống đang bảo trì.',
  'Thuê bao đã đăng ký từ chối nhận tin nhắn quảng cáo (DNC).',
  'Mã OTP đã hết hạn trước khi được xác thực.',
];

export const feedbackTexts: readonly string[] = [
  'Ứng dụng rất tiện, tìm xe cũ nhanh hơn nhiều so với lên các hội nhóm.',
  'Mong ứng dụng bổ sung bộ lọc theo năm sản xuất và số km đã đi.',
  'Tôi không nhận được mã OTP khi đăng ký bằng số Vinaphone, nhờ hỗ trợ giúp.',
  'Phần học lý thuyết rất hay, nhưng nên có thêm giải thích cho từng câu sai.',
  'Ảnh tin đăng tải lên bị mờ, mong cải thiện chất lượng nén ảnh.',
  'Đề nghị cho phép sửa tin đăng sau khi đã được duyệt.',
  'Giá gói dịch vụ hơi cao so với các trang khác.',
  'Ứng dụng hay bị văng khi mở phần mô phỏng trên điện thoại Android cũ.',
  'Tôi muốn xóa tài khoản nhưng không tìm thấy chức năng ở đâu.',
  'Bản đồ garage gần nhất rất hữu ích, cảm ơn đội ngũ phát triển.',
  'Nên có thêm thông tin giá lăn bánh ở từng tỉnh cho mỗi phiên bản xe.',
  'Tin đăng của tôi bị từ chối mà không rõ lý do, mong được giải thích.',
  'Thông báo đẩy gửi quá nhiều trong ngày, mong giảm tần suất.',
  'Giao diện đẹp, dễ dùng, người lớn tuổi như tôi cũng sử dụng được.',
  'Mong có chế độ tối (dark mode) cho ứng dụng.',
  'Nạp tiền qua chuyển khoản ngân hàng đã trừ tiền nhưng chưa cộng vào tài khoản.',
  'Phần so sánh xe rất hữu ích, nên cho so sánh tối đa 3 xe cùng lúc.',
  'Có người bán đăng tin xe giá ảo để câu khách, đề nghị kiểm duyệt chặt hơn.',
  'Mình đã thi đỗ bằng B nhờ luyện đề trên ứng dụng, cảm ơn rất nhiều!',
  'Không đăng nhập được bằng tài khoản Zalo từ hôm qua.',
  'Nên hiển thị số điện thoại người bán sau khi đăng nhập để tránh spam.',
  'Các video đánh giá xe rất chất lượng, mong ra thêm video về xe điện.',
  'Bãi đỗ xe hiển thị trên ứng dụng đã đóng cửa, thông tin chưa được cập nhật.',
  'Mong có tính năng nhắc lịch đăng kiểm và bảo hiểm xe.',
  'Ứng dụng chạy chậm khi cuộn danh sách tin đăng dài.',
  'Tôi muốn đổi số điện thoại đăng nhập nhưng không được.',
  'Phần mô phỏng tình huống nên có thêm giải thích mốc thời gian chấm điểm.',
  'Đề nghị thêm phương thức thanh toán qua ví MoMo và ZaloPay.',
  'Người mua liên hệ qua ứng dụng rất nhiều, tôi đã bán được xe trong một tuần.',
  'Mong ứng dụng hỗ trợ tiếng Anh đầy đủ cho người nước ngoài ở Việt Nam.',
  'Thông tin giá xe thị trường chưa sát với thực tế ở khu vực miền Tây.',
  'Nên cho phép lưu tìm kiếm và báo khi có xe phù hợp được đăng.',
];

export const reportContents: readonly string[] = [
  'Tin đăng có dấu hiệu lừa đảo, yêu cầu chuyển tiền đặt cọc trước.',
  'Giá xe trong tin đăng không đúng thực tế, gọi điện thì báo giá khác.',
  'Hình ảnh xe lấy trên mạng, không phải xe thật.',
  'Xe đã bán nhưng người đăng không gỡ tin.',
  'Tin đăng trùng lặp, cùng một xe đăng nhiều lần.',
  'Người bán có thái độ thô lỗ, xúc phạm khi liên hệ.',
  'Thông tin số km đã đi bị sửa, không trung thực.',
  'Tin đăng chứa nội dung quảng cáo dịch vụ khác, không phải bán xe.',
  'Biển số xe trong ảnh không khớp với thông tin trong tin đăng.',
  'Xe có dấu hiệu đâm đụng, ngập nước nhưng tin đăng ghi là xe zin.',
  'Số điện thoại trong tin đăng không liên lạc được.',
  'Tin đăng sai danh mục, đăng xe máy vào mục ô tô.',
  'Người đăng là môi giới nhưng ghi là chính chủ.',
  'Nội dung tin đăng có ngôn từ không phù hợp.',
  'Xe đang bị cầm cố ngân hàng nhưng không ghi rõ trong tin.',
  'Ảnh tin đăng có chứa thông tin cá nhân của người khác.',
];

export const contestNames: readonly string[] = [
  'Thử thách 600 câu lý thuyết tháng 1',
  'Vua mô phỏng tình huống',
  'Cuộc thi Lái xe an toàn mùa Tết',
  'Ảnh đẹp cùng xế yêu',
  'Thử thách Biển báo giao thông',
  'Cao thủ sa hình',
  'Đua top ôn thi bằng B',
  'Hành trình xuyên Việt cùng KAR',
  'Video review xe hay nhất',
  'Thử thách 30 ngày lái xe tiết kiệm xăng',
  'Đố vui Luật giao thông đường bộ 2024',
  'Chung kết Tài xế văn minh',
  'Thử thách mô phỏng không điểm liệt',
  'Cuộc thi Ảnh xe điện đẹp nhất',
  'Săn quà cuối tuần cùng KAR',
  'Thử thách Câu hỏi điểm liệt',
  'Ôn thi cấp tốc 7 ngày',
  'Xế cưng mùa hè',
  'Cuộc thi Chia sẻ kinh nghiệm mua xe cũ',
  'Thử thách Vạch kẻ đường',
  'Giải đấu Kiến thức ô tô',
  'Thi thử sát hạch toàn quốc',
  'Thử thách Đỗ xe song song',
  'Mùa thi đỗ cùng KAR',
  'Cuộc thi Hành trình an toàn dịp lễ 30/4',
  'Thử thách Lái xe ban đêm',
];

export const avatarTitles: readonly { title: string; description: string }[] = [
  { title: 'Tài mới', description: 'Dành cho thành viên vừa hoàn thành bài học lý thuyết đầu tiên.' },
  { title: 'Học viên chăm chỉ', description: 'Luyện đề liên tục 7 ngày không nghỉ.' },
  { title: 'Thánh biển báo', description: 'Trả lời đúng toàn bộ câu hỏi chương biển báo.' },
  { title: 'Cao thủ mô phỏng', description: 'Đạt điểm tối đa 10 tình huống mô phỏng liên tiếp.' },
  { title: 'Không điểm liệt', description: 'Vượt qua 20 câu điểm liệt mà không sai câu nào.' },
  { title: 'Tay lái lụa', description: 'Hoàn thành thử thách sa hình với điểm tuyệt đối.' },
  { title: 'Người bán uy tín', description: 'Nhận 10 đánh giá 5 sao từ người mua.' },
  { title: 'Chuyên gia định giá', description: 'Đăng 5 tin có giá sát với giá thị trường.' },
  { title: 'Thợ săn xe ngon', description: 'Lưu 50 tin đăng vào danh sách yêu thích.' },
  { title: 'Tài xế văn minh', description: 'Tham gia chiến dịch lái xe an toàn của KAR.' },
  { title: 'Người kể chuyện', description: 'Viết 5 bài chia sẻ kinh nghiệm được duyệt.' },
  { title: 'Ông chủ garage', description: 'Xác thực garage thành công trên KAR.' },
  { title: 'Chủ bãi xe', description: 'Đăng ký bãi đỗ xe được duyệt trên KAR.' },
  { title: 'Nhà vô địch tháng', description: 'Đứng đầu bảng xếp hạng cuộc thi trong tháng.' },
  { title: 'Thí sinh xuất sắc', description: 'Đạt 35/35 điểm trong bài thi thử lý thuyết.' },
  { title: 'Kiên trì', description: 'Đăng nhập ứng dụng 30 ngày liên tiếp.' },
  { title: 'Xế điện tiên phong', description: 'Đăng tin bán hoặc đánh giá một mẫu xe điện.' },
  { title: 'Phượt thủ', description: 'Hoàn thành thử thách Hành trình xuyên Việt.' },
  { title: 'Người giới thiệu', description: 'Mời thành công 5 bạn bè cài đặt ứng dụng.' },
  { title: 'Nhà phê bình', description: 'Bình luận 20 bài đánh giá xe.' },
  { title: 'Ngôi sao video', description: 'Video review được hơn 1.000 lượt xem.' },
  { title: 'Bằng B trong tay', description: 'Báo đỗ kỳ sát hạch lái xe trên ứng dụng.' },
  { title: 'Đêm không ngủ', description: 'Hoàn thành 100 câu hỏi sau 23 giờ.' },
  { title: 'Siêu tốc', description: 'Hoàn thành bài thi thử trong dưới 10 phút.' },
  { title: 'Thành viên kỳ cựu', description: 'Gắn bó với KAR hơn một năm.' },
  { title: 'Người mua thông thái', description: 'Sử dụng công cụ so sánh xe 10 lần.' },
];

export const notificationTitles: readonly { vi: string; en: string; contentVi: string; contentEn: string }[] =
  [
    {
      vi: 'Tin đăng đã được duyệt',
      en: 'Your listing is approved',
      contentVi: 'Tin đăng của bạn đã được duyệt và hiển thị công khai.',
      contentEn: 'Your listing has been approved and is now public.',
    },
    {
      vi: 'Tin đăng bị từ chối',
      en: 'Your listing was rejected',
      contentVi: 'Tin đăng của bạn chưa đạt yêu cầu. Vui lòng xem lý do và chỉnh sửa.',
      contentEn: 'Your listing did not meet our rules. Please check the reason and edit it.',
    },
    {
      vi: 'Tin đăng sắp hết hạn',
      en: 'Your listing is about to expire',
      contentVi: 'Tin đăng của bạn sẽ hết hạn sau 3 ngày. Gia hạn ngay để tiếp tục hiển thị.',
      contentEn: 'Your listing expires in 3 days. Renew now to keep it visible.',
    },
    {
      vi: 'Có người quan tâm đến xe của bạn',
      en: 'Someone is interested in your car',
      contentVi: 'Một người mua vừa gửi yêu cầu xem xe. Hãy phản hồi sớm nhé!',
      contentEn: 'A buyer just asked to see your car. Reply soon!',
    },
    {
      vi: 'Nạp tiền thành công',
      en: 'Top-up successful',
      contentVi: 'Tài khoản của bạn đã được cộng tiền. Cảm ơn bạn đã sử dụng KAR.',
      contentEn: 'Your balance has been topped up. Thank you for using KAR.',
    },
    {
      vi: 'Gói dịch vụ đã được kích hoạt',
      en: 'Service package activated',
      contentVi: 'Gói dịch vụ của bạn đã được kích hoạt và có hiệu lực ngay.',
      contentEn: 'Your service package is active from now on.',
    },
    {
      vi: 'Gói dịch vụ sắp hết hạn',
      en: 'Service package expiring soon',
      contentVi: 'Gói dịch vụ của bạn sẽ hết hạn sau 5 ngày.',
      contentEn: 'Your service package expires in 5 days.',
    },
    {
      vi: 'Ưu đãi cuối tuần',
      en: 'Weekend deal',
      contentVi: 'Giảm 30% tất cả gói đăng tin từ thứ Sáu đến Chủ nhật.',
      contentEn: '30% off all listing packages from Friday to Sunday.',
    },
    {
      vi: 'Bài học mới đã sẵn sàng',
      en: 'New lesson available',
      contentVi: 'Chương biển báo vừa được cập nhật theo quy chuẩn mới.',
      contentEn: 'The road-sign chapter has been updated to the latest regulation.',
    },
    {
      vi: 'Nhắc lịch ôn thi',
      en: 'Study reminder',
      contentVi: 'Bạn đã 3 ngày chưa luyện đề. Dành 15 phút ôn tập hôm nay nhé!',
      contentEn: 'You have not practised for 3 days. Spend 15 minutes today!',
    },
    {
      vi: 'Kết quả thi thử',
      en: 'Mock test result',
      contentVi: 'Bạn đạt 32/35 điểm trong bài thi thử gần nhất. Chúc mừng!',
      contentEn: 'You scored 32/35 in your latest mock test. Congratulations!',
    },
    {
      vi: 'Cuộc thi mới bắt đầu',
      en: 'A new contest has started',
      contentVi: 'Tham gia ngay để có cơ hội nhận quà hấp dẫn từ KAR.',
      contentEn: 'Join now for a chance to win great prizes from KAR.',
    },
    {
      vi: 'Bạn đã nhận huy hiệu mới',
      en: 'You earned a new badge',
      contentVi: 'Chúc mừng! Bạn vừa mở khóa một ảnh đại diện mới.',
      contentEn: 'Congratulations! You just unlocked a new avatar.',
    },
    {
      vi: 'Có tin nhắn mới',
      en: 'New message',
      contentVi: 'Bạn có tin nhắn mới từ người mua. Mở ứng dụng để trả lời.',
      contentEn: 'You have a new message from a buyer. Open the app to reply.',
    },
    {
      vi: 'Giá xe tháng này đã cập nhật',
      en: "This month's car prices are out",
      contentVi: 'Bảng giá xe mới nhất đã được cập nhật trên KAR.',
      contentEn: 'The latest car price list is now on KAR.',
    },
    {
      vi: 'Video đánh giá mới',
      en: 'New review video',
      contentVi: 'Xem ngay video đánh giá chi tiết mẫu xe đang được quan tâm.',
      contentEn: 'Watch the detailed review of this trending model now.',
    },
    {
      vi: 'Yêu cầu rút tiền đã được xử lý',
      en: 'Withdrawal processed',
      contentVi: 'Yêu cầu chuyển tiền của bạn đã được xử lý thành công.',
      contentEn: 'Your transfer request has been processed successfully.',
    },
    {
      vi: 'Yêu cầu rút tiền bị từ chối',
      en: 'Withdrawal rejected',
      contentVi: 'Yêu cầu chuyển tiền chưa được xử lý do thông tin ngân hàng không hợp lệ.',
      contentEn: 'Your transfer request failed because the bank details are invalid.',
    },
    {
      vi: 'Xác minh tài khoản thành công',
      en: 'Account verified',
      contentVi: 'Số điện thoại của bạn đã được xác minh.',
      contentEn: 'Your phone number has been verified.',
    },
    {
      vi: 'Đăng nhập từ thiết bị mới',
      en: 'New device sign-in',
      contentVi:
        'Tài khoản của bạn vừa đăng nhập trên một thiết bị mới. Nếu không phải bạn, hãy đổi mật khẩu.',
      contentEn: 'Your account just signed in on a new device. If this was not you, change your password.',
    },
    {
      vi: 'Garage của bạn đã được duyệt',
      en: 'Your garage is approved',
      contentVi: 'Garage của bạn đã xuất hiện trên bản đồ KAR.',
      contentEn: 'Your garage now appears on the KAR map.',
    },
    {
      vi: 'Bãi đỗ xe của bạn đã được duyệt',
      en: 'Your parking lot is approved',
      contentVi: 'Bãi đỗ xe của bạn đã hiển thị cho người dùng gần đó.',
      contentEn: 'Your parking lot is now shown to nearby users.',
    },
    {
      vi: 'Có người bán phù hợp nhu cầu',
      en: 'A seller matches your request',
      contentVi: 'Chúng tôi đã tìm được người bán phù hợp với nhu cầu mua xe của bạn.',
      contentEn: 'We found a seller matching your buying request.',
    },
    {
      vi: 'Nhắc lịch đăng kiểm',
      en: 'Inspection reminder',
      contentVi: 'Xe của bạn sắp đến hạn đăng kiểm. Đặt lịch sớm để tránh chờ đợi.',
      contentEn: 'Your car is due for inspection soon. Book early to avoid queues.',
    },
    {
      vi: 'Nhắc gia hạn bảo hiểm',
      en: 'Insurance renewal reminder',
      contentVi: 'Bảo hiểm trách nhiệm dân sự của xe sắp hết hạn.',
      contentEn: 'Your compulsory liability insurance is about to expire.',
    },
    {
      vi: 'Chúc mừng năm mới',
      en: 'Happy New Year',
      contentVi: 'KAR chúc bạn và gia đình một năm mới an khang, thượng lộ bình an!',
      contentEn: 'KAR wishes you and your family a happy and safe new year!',
    },
    {
      vi: 'Bảo trì hệ thống',
      en: 'Scheduled maintenance',
      contentVi: 'Hệ thống sẽ bảo trì từ 0 giờ đến 2 giờ sáng Chủ nhật.',
      contentEn: 'The system will be under maintenance from 0:00 to 2:00 on Sunday.',
    },
    {
      vi: 'Cập nhật ứng dụng',
      en: 'App update available',
      contentVi: 'Phiên bản mới đã có trên cửa hàng ứng dụng với nhiều cải tiến.',
      contentEn: 'A new version with many improvements is available in the store.',
    },
    {
      vi: 'Tin đăng được gắn nhãn HOT',
      en: 'Your listing is now HOT',
      contentVi: 'Tin đăng của bạn đang được ưu tiên hiển thị trên trang chủ.',
      contentEn: 'Your listing is now featured on the home page.',
    },
    {
      vi: 'Cảm ơn góp ý của bạn',
      en: 'Thanks for your feedback',
      contentVi: 'Chúng tôi đã nhận được góp ý và sẽ phản hồi trong thời gian sớm nhất.',
      contentEn: 'We received your feedback and will get back to you soon.',
    },
    {
      vi: 'Báo cáo tin đăng đã được xử lý',
      en: 'Your report has been handled',
      contentVi: 'Tin đăng bạn báo cáo đã được kiểm tra và xử lý.',
      contentEn: 'The listing you reported has been reviewed and handled.',
    },
  ];

export const reviewVideoTitles: readonly { title: string; description: string; youtubeId: string }[] = [
  {
    title: 'Đánh giá chi tiết Toyota Vios 2024',
    description: 'Ngoại thất, nội thất, vận hành và chi phí lăn bánh của Vios bản G.',
    youtubeId: 'k3Vq9TzLw2A',
  },
  {
    title: 'Lái thử Hyundai Creta trên đường phố Hà Nội',
    description: 'Cảm nhận thực tế khả năng xoay trở và cách âm của Creta.',
    youtubeId: 'P7mXc1bQe4R',
  },
  {
    title: 'So sánh Mazda CX-5 và Honda CR-V',
    description: 'Hai mẫu SUV hạng C đối đầu về trang bị, giá bán và cảm giác lái.',
    youtubeId: 'a9Hn2LkRt6U',
  },
  {
    title: 'VinFast VF 3 chạy thực tế được bao nhiêu km?',
    description: 'Thử nghiệm quãng đường di chuyển sau một lần sạc đầy.',
    youtubeId: 'Zq4Yw8pMv1E',
  },
  {
    title: 'Trải nghiệm Ford Ranger Raptor off-road',
    description: 'Thử thách địa hình đồi cát Mũi Né cùng Ranger Raptor.',
    youtubeId: 'r2Tb6NcXy0K',
  },
  {
    title: 'Mitsubishi Xpander: Có gì mà bán chạy?',
    description: 'Phân tích điểm mạnh, điểm yếu của MPV bán chạy nhất Việt Nam.',
    youtubeId: 'Hw5Jq3sLd8F',
  },
  {
    title: 'Kia Carnival: Ngồi thử hàng ghế VIP',
    description: 'Khám phá khoang hành khách rộng rãi của Carnival bản Signature.',
    youtubeId: 'm8Ge1VzPo5C',
  },
  {
    title: 'Honda Civic e:HEV RS: Lái hybrid có sướng?',
    description: 'Đánh giá khả năng tăng tốc và mức tiêu hao nhiên liệu thực tế.',
    youtubeId: 'Xn0Kd7aWq3B',
  },
  {
    title: 'Hướng dẫn kiểm tra xe cũ trước khi mua',
    description: 'Các bước kiểm tra máy, gầm, nội thất và giấy tờ xe đã qua sử dụng.',
    youtubeId: 'c4Lp9RuYt2N',
  },
  {
    title: 'Mẹo lái xe số tự động cho người mới',
    description: 'Cách sử dụng các chế độ P, R, N, D và phanh tay điện tử đúng cách.',
    youtubeId: 'Tf6Wm2xQj7S',
  },
  {
    title: 'Toyota Corolla Cross HEV: Tiết kiệm thật không?',
    description: 'Đo mức tiêu hao nhiên liệu trên cung đường hỗn hợp 200 km.',
    youtubeId: 'b1Rz8YkNe4G',
  },
  {
    title: 'Hyundai Santa Fe thế hệ mới có gì?',
    description: 'Tổng quan thiết kế vuông vức và các trang bị an toàn mới.',
    youtubeId: 'Jv3Xs5HcA9D',
  },
  {
    title: 'Cách ghép xe dọc khi thi sa hình',
    description: 'Hướng dẫn căn mốc ghép xe dọc vào nơi đỗ trong bài thi sa hình.',
    youtubeId: 'g7Nq0TbLu6P',
  },
  {
    title: 'Mitsubishi Xforce lăn bánh hết bao nhiêu?',
    description: 'Chi tiết chi phí lăn bánh Xforce tại Hà Nội và TP Hồ Chí Minh.',
    youtubeId: 'W2eKy4VdMr8',
  },
  {
    title: 'BMW 320i: Xe sang cho người mê cầm lái',
    description: 'Trải nghiệm cảm giác lái dẫn động cầu sau đặc trưng của BMW.',
    youtubeId: 'p5Cu1ZsFo3H',
  },
  {
    title: 'Mercedes C 200: Nội thất đẹp nhất phân khúc?',
    description: 'Khám phá màn hình trung tâm và hệ thống đèn viền nội thất.',
    youtubeId: 'Lr9Ga6QwT0x',
  },
  {
    title: 'Kinh nghiệm lái xe đường đèo an toàn',
    description: 'Những lưu ý khi lên dốc, xuống dốc và vào cua trên đường đèo.',
    youtubeId: 'e8Mh3JxVn5Y',
  },
  {
    title: 'Suzuki XL7 Hybrid: MPV giá rẻ đáng mua',
    description: 'Đánh giá không gian, trang bị và mức tiêu hao của XL7 Hybrid.',
    youtubeId: 'Q0aTz7KbWc2',
  },
  {
    title: 'VinFast VF 8: Sau một năm sử dụng',
    description: 'Chủ xe chia sẻ trải nghiệm thực tế và chi phí sạc điện.',
    youtubeId: 'u6Ys2PnHd9L',
  },
  {
    title: 'Lexus RX 350: Êm ái đến khó tin',
    description: 'Cảm nhận độ êm và cách âm của SUV hạng sang Nhật Bản.',
    youtubeId: 'N4jBw8CtRe1',
  },
  {
    title: '10 câu điểm liệt thường gặp khi thi lý thuyết',
    description: 'Giải thích chi tiết các câu hỏi điểm liệt dễ nhầm lẫn.',
    youtubeId: 'Ds1Vx5GmKq7',
  },
  {
    title: 'Xử lý tình huống mô phỏng đạt điểm tối đa',
    description: 'Cách canh thời điểm nhấn phím để đạt 5 điểm mỗi tình huống.',
    youtubeId: 'y3Fk9LqTa6Z',
  },
  {
    title: 'Ford Everest Platinum: Đáng tiền từng đồng?',
    description: 'Đánh giá trang bị, công nghệ và khả năng vận hành của Everest.',
    youtubeId: 'Oh7Ne2WbYs4',
  },
  {
    title: 'Peugeot 408: Phong cách Pháp giữa phố Việt',
    description: 'Thiết kế fastback độc đáo và cảm giác lái của Peugeot 408.',
    youtubeId: 'i0Pc6MzXr8J',
  },
  {
    title: 'BYD Atto 3 đối đầu VinFast VF 6',
    description: 'So sánh hai mẫu SUV điện cỡ B về giá bán, quãng đường và trang bị.',
    youtubeId: 'Vs5Qa1LhUe3',
  },
  {
    title: 'Cách bảo dưỡng ô tô định kỳ tại nhà',
    description: 'Tự kiểm tra dầu, nước làm mát, lốp và ắc quy trước chuyến đi xa.',
    youtubeId: 'f2Zr4KwNc7T',
  },
];
