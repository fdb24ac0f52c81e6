import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from '@studio/shell-kit/ui/Field';
import './tokens.css';
import './combobox.css';

const matchesLabel = 'Matching options';

export interface ComboboxOption {
  _id: string;
  name: string;
}

interface Props<Option extends ComboboxOption> {
  label: string;
  /** A sentence under the text box, read with it. */
  hint?: ReactNode;
  /** The chosen option, or null (shown as `emptyLabel` when there is one). */
  value: Option | null;
  /** The options matching what was typed, as the server answered them. */
  options: readonly Option[];
  /** Called as the person types: the caller asks the server (debounced) for matching options. */
  onSearch: (text: string) => void;
  onChange: (option: Option | null) => void;
  /** A first option that clears the choice ("All Customers"); none when a choice is required. */
  emptyLabel?: string;
  placeholder?: string;
  required?: boolean;
  loading?: boolean;
  /** More options match than are listed: say so, so the person types on. */
  moreHint?: string;
  className?: string;
}

/**
 * A search-as-you-type choice (ARIA 1.2 combobox with a listbox popup): type to narrow, arrows to
 * move, Enter to choose, Escape to close. The text box shows the chosen option's name.
 */
export function Combobox<Option extends ComboboxOption>(props: Props<Option>) {
  const { label, value, options, emptyLabel, loading = false, moreHint } = props;
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const entries: (Option | null)[] = [...(emptyLabel !== undefined ? [null] : []), ...options];
  // Options answered after an arrow press can be fewer than before: the active one stays in the list.
  const activeIndex = Math.max(Math.min(active, entries.length - 1), 0);
  const shownText = text ?? value?.name ?? '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setText(null);
  };
  const choose = (option: Option | null) => {
    props.onChange(option);
    close();
  };
  const type = (typed: string) => {
    setText(typed);
    setOpen(true);
    setActive(0);
    props.onSearch(typed);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(Math.max(activeIndex + step, 0), entries.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeIndex < entries.length) choose(entries[activeIndex] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Field
      label={label}
      hint={props.hint}
      className={props.className ? `ui-combobox ${props.className}` : 'ui-combobox'}
    >
      {(control) => (
        <div className="combobox-control">
          <input
            {...control}
            className="ui-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && entries.length > 0 ? optionId(activeIndex) : undefined}
            aria-required={props.required}
            required={props.required}
            placeholder={props.placeholder ?? emptyLabel}
            value={shownText}
            onChange={(event) => type(event.target.value)}
            onFocus={() => props.onSearch(text ?? '')}
            onClick={() => setOpen(true)}
            onBlur={close}
            onKeyDown={keyDown}
          />
          {/* Not named after the label: the label finds exactly the text box (`getByLabel`). */}
          <ul
            id={listId}
            role="listbox"
            aria-label={matchesLabel}
            hidden={!open}
            className="combobox-list"
          >
            {entries.map((option, index) => (
              <li
                key={option?._id ?? 'none'}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={index === activeIndex ? 'combobox-option active' : 'combobox-option'}
                // Chosen before the text box's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option ? option.name : emptyLabel}
              </li>
            ))}
            {loading && <li className="combobox-note">Searching…</li>}
            {!loading && options.length === 0 && <li className="combobox-note">No matches</li>}
            {!loading && moreHint && <li className="combobox-note">{moreHint}</li>}
          </ul>
        </div>
      )}
    </Field>
  );
}
