import { createElement, type SVGProps } from 'react';

type IconNode = ReadonlyArray<readonly [string, Record<string, string>]>;
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A lucide-style icon (24×24, 2px round stroke, `lucide lucide-<name>` class) without
 * lucide-react's runtime; hidden from assistive tech unless given an accessible name.
 */
export function icon(name: string, nodes: IconNode) {
  function Icon({ className, ...rest }: IconProps) {
    const labelled = Object.keys(rest).some((k) => k === 'role' || k === 'title' || k.startsWith('aria-'));
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        aria-hidden={labelled ? undefined : true}
        {...rest}
      >
        {nodes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  return Icon;
}
