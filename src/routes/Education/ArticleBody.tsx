import { Icon } from '../../components/Icon/Icon';
import type { ArticleBlock, ArticleBody as Body, ListItem } from '../../domain/education';

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.term}</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="article__list">
          {block.items.map((item, index) => (
            <Item key={index} item={item} />
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="article__steps">
          {block.items.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      );
    case 'note':
      return (
        <div className="article__note" role="note">
          <Icon name="info" size={22} />
          <p>{block.text}</p>
        </div>
      );
  }
}

export function ArticleBody({ body }: { body: Body }) {
  return (
    <div className="article__body" data-testid="article-body">
      <p className="article__lead">{body.lead}</p>
      {body.sections.map((section, index) => (
        <section key={index} className="article__section">
          <h2>{section.heading}</h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
