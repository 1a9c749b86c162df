/** hls.js ships no declarations for its light build; it is the same API without subtitles, EME and alternate audio. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export * from 'hls.js';
  export default Hls;
}
