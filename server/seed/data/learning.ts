// Demo theory questions beyond the reference bank: road layout (chapter 7) and questions with several
// correct answers. Keys follow the Road Traffic Law 2008 (priority at junctions, overtaking) and the
// national question bank's wording. `correct` are 0-based indexes into `answers`.
export const extraTheoryQuestions: readonly {
  content: string;
  answers: readonly string[];
  correct: readonly number[];
  chapter: number;
  critical?: boolean;
}[] = [
  {
    chapter: 7,
    content:
      'Tại nơi đường giao nhau không có báo hiệu đi theo vòng xuyến, người lái xe phải nhường đường như thế nào?',
    answers: [
      'Phải nhường đường cho xe đi đến từ bên phải.',
      'Phải nhường đường cho xe đi đến từ bên trái.',
      'Không phải nhường đường cho xe nào.',
    ],
    correct: [0],
  },
  {
    chapter: 7,
    content:
      'Tại nơi đường giao nhau có báo hiệu đi theo vòng xuyến, người lái xe phải nhường đường như thế nào?',
    answers: [
      'Phải nhường đường cho xe đi đến từ bên phải.',
      'Phải nhường đường cho xe đi bên trái.',
      'Không phải nhường đường cho xe nào.',
    ],
    correct: [1],
  },
  {
    chapter: 7,
    content:
      'Xe đi trên đường ưu tiên và xe đi trên đường không ưu tiên cùng đến nơi giao nhau, xe nào được đi trước?',
    answers: [
      'Xe đi trên đường không ưu tiên.',
      'Xe đi trên đường ưu tiên.',
      'Xe nào đến trước thì đi trước.',
    ],
    correct: [1],
  },
  {
    chapter: 7,
    content: 'Xe chữa cháy đang đi làm nhiệm vụ và xe con cùng đến nơi giao nhau, xe nào được đi trước?',
    answers: ['Xe con.', 'Xe chữa cháy.', 'Xe nào bên phải không vướng thì đi trước.'],
    correct: [1],
  },
  {
    chapter: 7,
    content: 'Tại nơi giao nhau có đèn tín hiệu màu vàng nhấp nháy, người lái xe phải làm gì?',
    answers: [
      'Dừng hẳn lại trước vạch dừng.',
      'Được đi nhưng phải giảm tốc độ, chú ý quan sát, nhường đường cho người đi bộ qua đường.',
      'Tăng tốc độ để qua nơi giao nhau nhanh chóng.',
    ],
    correct: [1],
  },
  {
    chapter: 7,
    content:
      'Đèn tín hiệu màu đỏ nhưng người điều khiển giao thông giơ tay ra hiệu cho đi, người lái xe phải làm gì?',
    answers: [
      'Dừng lại vì đèn tín hiệu màu đỏ.',
      'Chấp hành hiệu lệnh của người điều khiển giao thông.',
      'Chờ đến khi đèn chuyển sang màu xanh.',
    ],
    correct: [1],
  },
  {
    chapter: 7,
    content:
      'Xe rẽ trái và xe đi thẳng từ hướng ngược lại cùng đến nơi giao nhau không có báo hiệu, xe nào phải nhường đường?',
    answers: [
      'Xe đi thẳng phải nhường đường cho xe rẽ trái.',
      'Xe rẽ trái phải nhường đường cho xe đi thẳng.',
      'Không xe nào phải nhường đường.',
    ],
    correct: [1],
  },
  {
    chapter: 7,
    content: 'Trên đường hai chiều không có dải phân cách giữa, xe xin vượt phải vượt về phía nào?',
    answers: ['Về phía bên phải.', 'Về phía bên trái.', 'Về phía nào cũng được nếu đường rộng.'],
    correct: [1],
  },
  {
    chapter: 7,
    content: 'Tại vạch kẻ đường dành cho người đi bộ có người đang qua đường, người lái xe phải làm gì?',
    answers: [
      'Bấm còi để người đi bộ nhường đường.',
      'Giảm tốc độ, đi vòng qua người đi bộ.',
      'Dừng lại nhường đường cho người đi bộ.',
    ],
    correct: [2],
  },
  {
    chapter: 7,
    content: 'Trên đường một chiều có vạch kẻ phân làn, xe thô sơ và xe cơ giới phải đi như thế nào?',
    answers: [
      'Xe thô sơ đi làn bên phải trong cùng, xe cơ giới đi làn bên trái.',
      'Xe thô sơ đi làn bên trái, xe cơ giới đi làn bên phải.',
      'Xe nào cũng được đi trên mọi làn.',
    ],
    correct: [0],
  },
  {
    chapter: 7,
    content: 'Tại nơi đường giao nhau, người lái xe được quay đầu xe khi nào?',
    answers: [
      'Khi không có biển báo cấm quay đầu và bảo đảm an toàn.',
      'Bất cứ lúc nào nếu không có xe đi ngược chiều.',
      'Chỉ khi có người điều khiển giao thông cho phép.',
    ],
    correct: [0],
  },
  {
    chapter: 7,
    content:
      'Hai xe cùng đi thẳng đến nơi giao nhau không có báo hiệu, không xe nào đi trên đường ưu tiên. Xe nào được đi trước?',
    answers: ['Xe đến từ bên phải không vướng.', 'Xe đến từ bên trái.', 'Xe có tốc độ cao hơn.'],
    correct: [0],
  },
  {
    chapter: 1,
    critical: true,
    content: 'Những hành vi nào bị nghiêm cấm khi điều khiển xe ô tô tham gia giao thông?',
    answers: [
      'Điều khiển xe khi trong máu hoặc hơi thở có nồng độ cồn.',
      'Sử dụng điện thoại di động khi xe đang chạy trên đường.',
      'Giữ khoảng cách an toàn với xe chạy liền trước.',
      'Bật đèn chiếu gần khi đi trong đô thị vào ban đêm.',
    ],
    correct: [0, 1],
  },
  {
    chapter: 1,
    content: 'Người lái xe không được vượt xe khác trong những trường hợp nào?',
    answers: [
      'Trên cầu hẹp có một làn xe.',
      'Tại nơi đường giao nhau.',
      'Trên đoạn đường thẳng, tầm nhìn tốt, không có biển cấm vượt.',
      'Khi xe chạy trước đang có tín hiệu vượt xe khác.',
    ],
    correct: [0, 1, 3],
  },
  {
    chapter: 1,
    critical: true,
    content: 'Những hành vi nào dưới đây bị nghiêm cấm?',
    answers: [
      'Đua xe, cổ vũ, tổ chức đua xe trái phép.',
      'Bỏ trốn sau khi gây tai nạn để trốn tránh trách nhiệm.',
      'Đưa người bị tai nạn đi cấp cứu.',
      'Nhường đường cho xe được quyền ưu tiên.',
    ],
    correct: [0, 1],
  },
  {
    chapter: 1,
    content: 'Khi có xe được quyền ưu tiên phát tín hiệu ưu tiên, người lái xe phải làm gì?',
    answers: [
      'Giảm tốc độ, đi sát về bên phải để nhường đường.',
      'Không được gây cản trở xe được quyền ưu tiên.',
      'Tăng tốc độ để đi trước xe ưu tiên.',
      'Bám sát phía sau xe ưu tiên để đi nhanh hơn.',
    ],
    correct: [0, 1],
  },
  {
    chapter: 4,
    content: 'Khi lùi xe, người lái xe phải làm gì?',
    answers: [
      'Quan sát phía sau và có tín hiệu cần thiết.',
      'Chỉ lùi khi bảo đảm an toàn.',
      'Lùi xe trên đường cao tốc khi đi quá lối ra.',
      'Lùi xe tại nơi đường giao nhau.',
    ],
    correct: [0, 1],
  },
  {
    chapter: 4,
    content: 'Khi điều khiển xe qua đoạn đường ngập nước, người lái xe cần làm gì?',
    answers: [
      'Cài số thấp, giữ đều ga, không dừng lại giữa chừng.',
      'Quan sát cọc tiêu hoặc vật chuẩn để giữ đúng hướng đi.',
      'Đi với tốc độ cao để qua nhanh.',
      'Tắt máy và thả trôi xe.',
    ],
    correct: [0, 1],
  },
];
