/**
 * Areas (districts, beaches, neighbourhoods) of the hotel destinations, written by us with
 * approximate centre coordinates. `weight` is the share of the city's hotels placed there;
 * `spread` is how far (km) from the centre they may be.
 */
export interface AreaSeed {
  id: string;
  city: string;
  vi: string;
  en: string;
  lat: number;
  lng: number;
  weight: number;
  spread: number;
}

const area = (
  id: string,
  city: string,
  vi: string,
  en: string,
  lat: number,
  lng: number,
  weight = 1,
  spread = 1.2,
): AreaSeed => ({ id, city, vi, en, lat, lng, weight, spread });

export const AREAS: AreaSeed[] = [
  area('hoan-kiem', 'ha-noi', 'Hoàn Kiếm', 'Hoan Kiem', 21.0288, 105.8525, 4, 0.9),
  area('ba-dinh', 'ha-noi', 'Ba Đình', 'Ba Dinh', 21.0358, 105.8342, 1.5),
  area('tay-ho', 'ha-noi', 'Tây Hồ', 'Tay Ho (West Lake)', 21.0664, 105.8190, 1.5),
  area('cau-giay', 'ha-noi', 'Cầu Giấy', 'Cau Giay', 21.0333, 105.7940, 1.5),
  area('hai-ba-trung', 'ha-noi', 'Hai Bà Trưng', 'Hai Ba Trung', 21.0090, 105.8570, 1),
  area('quan-1', 'ho-chi-minh', 'Quận 1', 'District 1', 10.7756, 106.7019, 4, 1),
  area('quan-3', 'ho-chi-minh', 'Quận 3', 'District 3', 10.7843, 106.6844, 1.5, 0.9),
  area('tan-binh', 'ho-chi-minh', 'Tân Bình (gần sân bay)', 'Tan Binh (near the airport)', 10.8015, 106.6570, 1, 1),
  area('phu-nhuan', 'ho-chi-minh', 'Phú Nhuận', 'Phu Nhuan', 10.7990, 106.6800, 1, 0.8),
  area('quan-7', 'ho-chi-minh', 'Quận 7 – Phú Mỹ Hưng', 'District 7 – Phu My Hung', 10.7295, 106.7218, 1, 1.2),
  area('thu-duc', 'ho-chi-minh', 'Thủ Đức', 'Thu Duc', 10.8022, 106.7410, 0.8, 1.5),
  area('my-khe', 'da-nang', 'Biển Mỹ Khê', 'My Khe Beach', 16.0600, 108.2460, 3, 1.5),
  area('hai-chau', 'da-nang', 'Hải Châu', 'Hai Chau', 16.0678, 108.2208, 2, 1),
  area('son-tra', 'da-nang', 'Bán đảo Sơn Trà', 'Son Tra Peninsula', 16.1050, 108.2650, 1, 1.8),
  area('ngu-hanh-son', 'da-nang', 'Ngũ Hành Sơn', 'Ngu Hanh Son', 16.0000, 108.2630, 1.5, 1.8),
  area('tran-phu-nt', 'nha-trang', 'Đường Trần Phú', 'Tran Phu Beachfront', 12.2450, 109.1960, 3, 1.2),
  area('hon-tre', 'nha-trang', 'Đảo Hòn Tre', 'Hon Tre Island', 12.2100, 109.2500, 0.5, 1.5),
  area('bai-dai-cr', 'nha-trang', 'Bãi Dài Cam Ranh', 'Bai Dai (Cam Ranh)', 12.0700, 109.1950, 1, 3),
  area('duong-dong', 'phu-quoc', 'Dương Đông', 'Duong Dong', 10.2170, 103.9600, 2, 1.5),
  area('bai-truong', 'phu-quoc', 'Bãi Trường', 'Long Beach', 10.1700, 103.9700, 2, 2.5),
  area('bai-dai-pq', 'phu-quoc', 'Bãi Dài', 'Bai Dai Beach', 10.3400, 103.8600, 1, 2),
  area('an-thoi', 'phu-quoc', 'An Thới', 'An Thoi', 10.0300, 104.0100, 1, 2),
  area('pho-co-hoi-an', 'hoi-an', 'Phố cổ Hội An', 'Hoi An Ancient Town', 15.8775, 108.3270, 3, 0.8),
  area('an-bang', 'hoi-an', 'Biển An Bàng', 'An Bang Beach', 15.9130, 108.3410, 1.5, 1.2),
  area('cua-dai', 'hoi-an', 'Biển Cửa Đại', 'Cua Dai Beach', 15.8940, 108.3700, 1, 1.5),
  area('trung-tam-da-lat', 'da-lat', 'Trung tâm Đà Lạt', 'Da Lat Centre', 11.9430, 108.4380, 3, 1.2),
  area('ho-tuyen-lam', 'da-lat', 'Hồ Tuyền Lâm', 'Tuyen Lam Lake', 11.8950, 108.4300, 1, 2),
  area('bai-chay', 'ha-long', 'Bãi Cháy', 'Bai Chay', 20.9560, 107.0480, 3, 1.5),
  area('tuan-chau', 'ha-long', 'Đảo Tuần Châu', 'Tuan Chau Island', 20.9330, 106.9880, 1, 1.2),
  area('hon-gai', 'ha-long', 'Hòn Gai', 'Hon Gai', 20.9500, 107.0850, 1, 1.2),
  area('kinh-thanh', 'hue', 'Kinh thành Huế', 'Imperial City', 16.4700, 107.5780, 1, 1),
  area('bo-nam-song-huong', 'hue', 'Bờ Nam sông Hương', 'South Bank of the Perfume River', 16.4640, 107.5960, 2, 1),
  area('xuan-dieu', 'quy-nhon', 'Biển Quy Nhơn', 'Quy Nhon Beach', 13.7700, 109.2300, 2, 1.5),
  area('ghenh-rang', 'quy-nhon', 'Ghềnh Ráng', 'Ghenh Rang', 13.7400, 109.2250, 1, 2),
  area('bai-sau', 'vung-tau', 'Bãi Sau', 'Back Beach', 10.3460, 107.0980, 2, 1.5),
  area('bai-truoc', 'vung-tau', 'Bãi Trước', 'Front Beach', 10.3430, 107.0740, 1, 1),
  area('trung-tam-sa-pa', 'sa-pa', 'Trung tâm Sa Pa', 'Sa Pa Town', 22.3360, 103.8430, 2, 0.8),
  area('ta-van', 'sa-pa', 'Thung lũng Tả Van', 'Ta Van Valley', 22.3100, 103.8800, 0.7, 1.5),
  area('mui-ne', 'phan-thiet', 'Mũi Né', 'Mui Ne', 10.9500, 108.2300, 3, 3),
  area('ninh-kieu', 'can-tho', 'Ninh Kiều', 'Ninh Kieu', 10.0340, 105.7870, 1, 1.2),
  area('do-son', 'hai-phong', 'Đồ Sơn', 'Do Son', 20.7100, 106.7800, 0.6, 1.5),
  area('le-chan', 'hai-phong', 'Trung tâm Hải Phòng', 'Hai Phong Centre', 20.8560, 106.6820, 1, 1.2),
];

/** How many hotels each destination gets in the default data (481 in all). */
export const HOTELS_PER_CITY: Record<string, number> = {
  'ha-noi': 70,
  'ho-chi-minh': 70,
  'da-nang': 60,
  'nha-trang': 40,
  'phu-quoc': 40,
  'hoi-an': 35,
  'da-lat': 35,
  'ha-long': 25,
  hue: 25,
  'quy-nhon': 20,
  'vung-tau': 16,
  'sa-pa': 15,
  'phan-thiet': 15,
  'can-tho': 10,
  'hai-phong': 10,
};
