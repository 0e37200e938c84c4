package dev.switchboard.samples.many;

/** 260 event classes, {@code W0} to {@code W259}, each with a handler class of its own. */
public final class Wide {
  private Wide() {}

  public interface Event {}

  public static final class W0 implements Event {}

  public static final class W1 implements Event {}

  public static final class W2 implements Event {}

  public static final class W3 implements Event {}

  public static final class W4 implements Event {}

  public static final class W5 implements Event {}

  public static final class W6 implements Event {}

  public static final class W7 implements Event {}

  public static final class W8 implements Event {}

  public static final class W9 implements Event {}

  public static final class W10 implements Event {}

  public static final class W11 implements Event {}

  public static final class W12 implements Event {}

  public static final class W13 implements Event {}

  public static final class W14 implements Event {}

  public static final class W15 implements Event {}

  public static final class W16 implements Event {}

  public static final class W17 implements Event {}

  public static final class W18 implements Event {}

  public static final class W19 implements Event {}

  public static final class W20 implements Event {}

  public static final class W21 implements Event {}

  public static final class W22 implements Event {}

  public static final class W23 implements Event {}

  public static final class W24 implements Event {}

  public static final class W25 implements Event {}

  public static final class W26 implements Event {}

  public static final class W27 implements Event {}

  public static final class W28 implements Event {}

  public static final class W29 implements Event {}

  public static final class W30 implements Event {}

  public static final class W31 implements Event {}

  public static final class W32 implements Event {}

  public static final class W33 implements Event {}

  public static final class W34 implements Event {}

  public static final class W35 implements Event {}

  public static final class W36 implements Event {}

  public static final class W37 implements Event {}

  public static final class W38 implements Event {}

  public static final class W39 implements Event {}

  public static final class W40 implements Event {}

  public static final class W41 implements Event {}

  public static final class W42 implements Event {}

  public static final class W43 implements Event {}

  public static final class W44 implements Event {}

  public static final class W45 implements Event {}

  public static final class W46 implements Event {}

  public static final class W47 implements Event {}

  public static final class W48 implements Event {}

  public static final class W49 implements Event {}

  public static final class W50 implements Event {}

  public static final class W51 implements Event {}

  public static final class W52 implements Event {}

  public static final class W53 implements Event {}

  public static final class W54 implements Event {}

  public static final class W55 implements Event {}

  public static final class W56 implements Event {}

  public static final class W57 implements Event {}

  public static final class W58 implements Event {}

  public static final class W59 implements Event {}

  public static final class W60 implements Event {}

  public static final class W61 implements Event {}

  public static final class W62 implements Event {}

  public static final class W63 implements Event {}

  public static final class W64 implements Event {}

  public static final class W65 implements Event {}

  public static final class W66 implements Event {}

  public static final class W67 implements Event {}

  public static final class W68 implements Event {}

  public static final class W69 implements Event {}

  public static final class W70 implements Event {}

  public static final class W71 implements Event {}

  public static final class W72 implements Event {}

  public static final class W73 implements Event {}

  public static final class W74 implements Event {}

  public static final class W75 implements Event {}

  public static final class W76 implements Event {}

  public static final class W77 implements Event {}

  public static final class W78 implements Event {}

  public static final class W79 implements Event {}

  public static final class W80 implements Event {}

  public static final class W81 implements Event {}

  public static final class W82 implements Event {}

  public static final class W83 implements Event {}

  public static final class W84 implements Event {}

  public static final class W85 implements Event {}

  public static final class W86 implements Event {}

  public static final class W87 implements Event {}

  public static final class W88 implements Event {}

  public static final class W89 implements Event {}

  public static final class W90 implements Event {}

  public static final class W91 implements Event {}

  public static final class W92 implements Event {}

  public static final class W93 implements Event {}

  public static final class W94 implements Event {}

  public static final class W95 implements Event {}

  public static final class W96 implements Event {}

  public static final class W97 implements Event {}

  public static final class W98 implements Event {}

  public static final class W99 implements Event {}

  public static final class W100 implements Event {}

  public static final class W101 implements Event {}

  public static final class W102 implements Event {}

  public static final class W103 implements Event {}

  public static final class W104 implements Event {}

  public static final class W105 implements Event {}

  public static final class W106 implements Event {}

  public static final class W107 implements Event {}

  public static final class W108 implements Event {}

  public static final class W109 implements Event {}

  public static final class W110 implements Event {}

  public static final class W111 implements Event {}

  public static final class W112 implements Event {}

  public static final class W113 implements Event {}

  public static final class W114 implements Event {}

  public static final class W115 implements Event {}

  public static final class W116 implements Event {}

  public static final class W117 implements Event {}

  public static final class W118 implements Event {}

  public static final class W119 implements Event {}

  public static final class W120 implements Event {}

  public static final class W121 implements Event {}

  public static final class W122 implements Event {}

  public static final class W123 implements Event {}

  public static final class W124 implements Event {}

  public static final class W125 implements Event {}

  public static final class W126 implements Event {}

  public static final class W127 implements Event {}

  public static final class W128 implements Event {}

  public static final class W129 implements Event {}

  public static final class W130 implements Event {}

  public static final class W131 implements Event {}

  public static final class W132 implements Event {}

  public static final class W133 implements Event {}

  public static final class W134 implements Event {}

  public static final class W135 implements Event {}

  public static final class W136 implements Event {}

  public static final class W137 implements Event {}

  public static final class W138 implements Event {}

  public static final class W139 implements Event {}

  public static final class W140 implements Event {}

  public static final class W141 implements Event {}

  public static final class W142 implements Event {}

  public static final class W143 implements Event {}

  public static final class W144 implements Event {}

  public static final class W145 implements Event {}

  public static final class W146 implements Event {}

  public static final class W147 implements Event {}

  public static final class W148 implements Event {}

  public static final class W149 implements Event {}

  public static final class W150 implements Event {}

  public static final class W151 implements Event {}

  public static final class W152 implements Event {}

  public static final class W153 implements Event {}

  public static final class W154 implements Event {}

  public static final class W155 implements Event {}

  public static final class W156 implements Event {}

  public static final class W157 implements Event {}

  public static final class W158 implements Event {}

  public static final class W159 implements Event {}

  public static final class W160 implements Event {}

  public static final class W161 implements Event {}

  public static final class W162 implements Event {}

  public static final class W163 implements Event {}

  public static final class W164 implements Event {}

  public static final class W165 implements Event {}

  public static final class W166 implements Event {}

  public static final class W167 implements Event {}

  public static final class W168 implements Event {}

  public static final class W169 implements Event {}

  public static final class W170 implements Event {}

  public static final class W171 implements Event {}

  public static final class W172 implements Event {}

  public static final class W173 implements Event {}

  public static final class W174 implements Event {}

  public static final class W175 implements Event {}

  public static final class W176 implements Event {}

  public static final class W177 implements Event {}

  public static final class W178 implements Event {}

  public static final class W179 implements Event {}

  public static final class W180 implements Event {}

  public static final class W181 implements Event {}

  public static final class W182 implements Event {}

  public static final class W183 implements Event {}

  public static final class W184 implements Event {}

  public static final class W185 implements Event {}

  public static final class W186 implements Event {}

  public static final class W187 implements Event {}

  public static final class W188 implements Event {}

  public static final class W189 implements Event {}

  public static final class W190 implements Event {}

  public static final class W191 implements Event {}

  public static final class W192 implements Event {}

  public static final class W193 implements Event {}

  public static final class W194 implements Event {}

  public static final class W195 implements Event {}

  public static final class W196 implements Event {}

  public static final class W197 implements Event {}

  public static final class W198 implements Event {}

  public static final class W199 implements Event {}

  public static final class W200 implements Event {}

  public static final class W201 implements Event {}

  public static final class W202 implements Event {}

  public static final class W203 implements Event {}

  public static final class W204 implements Event {}

  public static final class W205 implements Event {}

  public static final class W206 implements Event {}

  public static final class W207 implements Event {}

  public static final class W208 implements Event {}

  public static final class W209 implements Event {}

  public static final class W210 implements Event {}

  public static final class W211 implements Event {}

  public static final class W212 implements Event {}

  public static final class W213 implements Event {}

  public static final class W214 implements Event {}

  public static final class W215 implements Event {}

  public static final class W216 implements Event {}

  public static final class W217 implements Event {}

  public static final class W218 implements Event {}

  public static final class W219 implements Event {}

  public static final class W220 implements Event {}

  public static final class W221 implements Event {}

  public static final class W222 implements Event {}

  public static final class W223 implements Event {}

  public static final class W224 implements Event {}

  public static final class W225 implements Event {}

  public static final class W226 implements Event {}

  public static final class W227 implements Event {}

  public static final class W228 implements Event {}

  public static final class W229 implements Event {}

  public static final class W230 implements Event {}

  public static final class W231 implements Event {}

  public static final class W232 implements Event {}

  public static final class W233 implements Event {}

  public static final class W234 implements Event {}

  public static final class W235 implements Event {}

  public static final class W236 implements Event {}

  public static final class W237 implements Event {}

  public static final class W238 implements Event {}

  public static final class W239 implements Event {}

  public static final class W240 implements Event {}

  public static final class W241 implements Event {}

  public static final class W242 implements Event {}

  public static final class W243 implements Event {}

  public static final class W244 implements Event {}

  public static final class W245 implements Event {}

  public static final class W246 implements Event {}

  public static final class W247 implements Event {}

  public static final class W248 implements Event {}

  public static final class W249 implements Event {}

  public static final class W250 implements Event {}

  public static final class W251 implements Event {}

  public static final class W252 implements Event {}

  public static final class W253 implements Event {}

  public static final class W254 implements Event {}

  public static final class W255 implements Event {}

  public static final class W256 implements Event {}

  public static final class W257 implements Event {}

  public static final class W258 implements Event {}

  public static final class W259 implements Event {}
}
