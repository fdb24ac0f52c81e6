interface ProgramHeaderProps {
  title: string;
  claim: string;
}

/** The banner at the top of a program page: its name (the page's only h1) and its promise. */
export function ProgramHeader({ title, claim }: ProgramHeaderProps) {
  return (
    <header className="pub-banner">
      <div className="pub-container">
        <h1 className="pub-banner__title">{title}</h1>
        <p className="pub-banner__claim">{claim}</p>
      </div>
    </header>
  );
}
