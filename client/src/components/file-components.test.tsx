import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@contracts/files';
import { FilePreview } from './file-preview';
import { FileUpload } from './file-upload';

describe('FilePreview', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'])('shows a .%s file as a picture', (ext) => {
    render(
      <FilePreview file={{ file_url: '/api/files/notices/1', file_name: `a.${ext.toUpperCase()}` }} title="Map" />,
    );
    expect(screen.getByRole('img', { name: 'Map' })).toHaveAttribute('src', '/api/files/notices/1');
  });

  it('shows a PDF in an embedded frame', () => {
    render(<FilePreview file={{ file_url: '/api/files/notices/2', file_name: 'rules.pdf' }} title="Rules" />);
    expect(screen.getByTitle('Preview of Rules')).toHaveAttribute('src', '/api/files/notices/2');
  });

  it('offers a download for an office document no browser can show', () => {
    render(<FilePreview file={{ file_url: '/api/files/notices/3', file_name: 'plan.docx' }} title="Plan" />);
    expect(screen.getByRole('link', { name: 'Download it' })).toHaveAttribute(
      'href',
      '/api/files/notices/3?download=1',
    );
  });
});

describe('FileUpload', () => {
  const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

  it('passes on an accepted file and shows the progress of its upload', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FileUpload label="File" file={null} onChange={onChange} progress={null} />);
    const file = new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' });
    pick(screen.getByLabelText('File'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    rerender(<FileUpload label="File" file={file} onChange={onChange} progress={0.42} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB or of a type the school does not accept, before sending it', () => {
    const onChange = vi.fn();
    render(<FileUpload label="File" file={null} onChange={onChange} progress={null} />);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    pick(screen.getByLabelText('File'), big);
    expect(screen.getByText(/larger than 10 MB/)).toBeInTheDocument();
    pick(screen.getByLabelText('File'), new File(['<svg/>'], 'logo.svg'));
    expect(screen.getByText(/This type of file is not accepted/)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
