/** A column's or card's title with what it counts in a tooltip (a question mark beside it). */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';

export function HintTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <Space size={4}>
      {title}
      <Tooltip title={hint}>
        <QuestionCircleOutlined aria-label={hint} style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
      </Tooltip>
    </Space>
  );
}
