package dev.switchboard.samples.many;

/** 300 event classes, {@code E0} to {@code E299}: more than the 254 handlers a constructor takes parameters for. */
public final class Many {
  private Many() {}

  public interface Event {}

  public static final class E0 implements Event {}

  public static final class E1 implements Event {}

  public static final class E2 implements Event {}

  public static final class E3 implements Event {}

  public static final class E4 implements Event {}

  public static final class E5 implements Event {}

  public static final class E6 implements Event {}

  public static final class E7 implements Event {}

  public static final class E8 implements Event {}

  public static final class E9 implements Event {}

  public static final class E10 implements Event {}

  public static final class E11 implements Event {}

  public static final class E12 implements Event {}

  public static final class E13 implements Event {}

  public static final class E14 implements Event {}

  public static final class E15 implements Event {}

  public static final class E16 implements Event {}

  public static final class E17 implements Event {}

  public static final class E18 implements Event {}

  public static final class E19 implements Event {}

  public static final class E20 implements Event {}

  public static final class E21 implements Event {}

  public static final class E22 implements Event {}

  public static final class E23 implements Event {}

  public static final class E24 implements Event {}

  public static final class E25 implements Event {}

  public static final class E26 implements Event {}

  public static final class E27 implements Event {}

  public static final class E28 implements Event {}

  public static final class E29 implements Event {}

  public static final class E30 implements Event {}

  public static final class E31 implements Event {}

  public static final class E32 implements Event {}

  public static final class E33 implements Event {}

  public static final class E34 implements Event {}

  public static final class E35 implements Event {}

  public static final class E36 implements Event {}

  public static final class E37 implements Event {}

  public static final class E38 implements Event {}

  public static final class E39 implements Event {}

  public static final class E40 implements Event {}

  public static final class E41 implements Event {}

  public static final class E42 implements Event {}

  public static final class E43 implements Event {}

  public static final class E44 implements Event {}

  public static final class E45 implements Event {}

  public static final class E46 implements Event {}

  public static final class E47 implements Event {}

  public static final class E48 implements Event {}

  public static final class E49 implements Event {}

  public static final class E50 implements Event {}

  public static final class E51 implements Event {}

  public static final class E52 implements Event {}

  public static final class E53 implements Event {}

  public static final class E54 implements Event {}

  public static final class E55 implements Event {}

  public static final class E56 implements Event {}

  public static final class E57 implements Event {}

  public static final class E58 implements Event {}

  public static final class E59 implements Event {}

  public static final class E60 implements Event {}

  public static final class E61 implements Event {}

  public static final class E62 implements Event {}

  public static final class E63 implements Event {}

  public static final class E64 implements Event {}

  public static final class E65 implements Event {}

  public static final class E66 implements Event {}

  public static final class E67 implements Event {}

  public static final class E68 implements Event {}

  public static final class E69 implements Event {}

  public static final class E70 implements Event {}

  public static final class E71 implements Event {}

  public static final class E72 implements Event {}

  public static final class E73 implements Event {}

  public static final class E74 implements Event {}

  public static final class E75 implements Event {}

  public static final class E76 implements Event {}

  public static final class E77 implements Event {}

  public static final class E78 implements Event {}

  public static final class E79 implements Event {}

  public static final class E80 implements Event {}

  public static final class E81 implements Event {}

  public static final class E82 implements Event {}

  public static final class E83 implements Event {}

  public static final class E84 implements Event {}

  public static final class E85 implements Event {}

  public static final class E86 implements Event {}

  public static final class E87 implements Event {}

  public static final class E88 implements Event {}

  public static final class E89 implements Event {}

  public static final class E90 implements Event {}

  public static final class E91 implements Event {}

  public static final class E92 implements Event {}

  public static final class E93 implements Event {}

  public static final class E94 implements Event {}

  public static final class E95 implements Event {}

  public static final class E96 implements Event {}

  public static final class E97 implements Event {}

  public static final class E98 implements Event {}

  public static final class E99 implements Event {}

  public static final class E100 implements Event {}

  public static final class E101 implements Event {}

  public static final class E102 implements Event {}

  public static final class E103 implements Event {}

  public static final class E104 implements Event {}

  public static final class E105 implements Event {}

  public static final class E106 implements Event {}

  public static final class E107 implements Event {}

  public static final class E108 implements Event {}

  public static final class E109 implements Event {}

  public static final class E110 implements Event {}

  public static final class E111 implements Event {}

  public static final class E112 implements Event {}

  public static final class E113 implements Event {}

  public static final class E114 implements Event {}

  public static final class E115 implements Event {}

  public static final class E116 implements Event {}

  public static final class E117 implements Event {}

  public static final class E118 implements Event {}

  public static final class E119 implements Event {}

  public static final class E120 implements Event {}

  public static final class E121 implements Event {}

  public static final class E122 implements Event {}

  public static final class E123 implements Event {}

  public static final class E124 implements Event {}

  public static final class E125 implements Event {}

  public static final class E126 implements Event {}

  public static final class E127 implements Event {}

  public static final class E128 implements Event {}

  public static final class E129 implements Event {}

  public static final class E130 implements Event {}

  public static final class E131 implements Event {}

  public static final class E132 implements Event {}

  public static final class E133 implements Event {}

  public static final class E134 implements Event {}

  public static final class E135 implements Event {}

  public static final class E136 implements Event {}

  public static final class E137 implements Event {}

  public static final class E138 implements Event {}

  public static final class E139 implements Event {}

  public static final class E140 implements Event {}

  public static final class E141 implements Event {}

  public static final class E142 implements Event {}

  public static final class E143 implements Event {}

  public static final class E144 implements Event {}

  public static final class E145 implements Event {}

  public static final class E146 implements Event {}

  public static final class E147 implements Event {}

  public static final class E148 implements Event {}

  public static final class E149 implements Event {}

  public static final class E150 implements Event {}

  public static final class E151 implements Event {}

  public static final class E152 implements Event {}

  public static final class E153 implements Event {}

  public static final class E154 implements Event {}

  public static final class E155 implements Event {}

  public static final class E156 implements Event {}

  public static final class E157 implements Event {}

  public static final class E158 implements Event {}

  public static final class E159 implements Event {}

  public static final class E160 implements Event {}

  public static final class E161 implements Event {}

  public static final class E162 implements Event {}

  public static final class E163 implements Event {}

  public static final class E164 implements Event {}

  public static final class E165 implements Event {}

  public static final class E166 implements Event {}

  public static final class E167 implements Event {}

  public static final class E168 implements Event {}

  public static final class E169 implements Event {}

  public static final class E170 implements Event {}

  public static final class E171 implements Event {}

  public static final class E172 implements Event {}

  public static final class E173 implements Event {}

  public static final class E174 implements Event {}

  public static final class E175 implements Event {}

  public static final class E176 implements Event {}

  public static final class E177 implements Event {}

  public static final class E178 implements Event {}

  public static final class E179 implements Event {}

  public static final class E180 implements Event {}

  public static final class E181 implements Event {}

  public static final class E182 implements Event {}

  public static final class E183 implements Event {}

  public static final class E184 implements Event {}

  public static final class E185 implements Event {}

  public static final class E186 implements Event {}

  public static final class E187 implements Event {}

  public static final class E188 implements Event {}

  public static final class E189 implements Event {}

  public static final class E190 implements Event {}

  public static final class E191 implements Event {}

  public static final class E192 implements Event {}

  public static final class E193 implements Event {}

  public static final class E194 implements Event {}

  public static final class E195 implements Event {}

  public static final class E196 implements Event {}

  public static final class E197 implements Event {}

  public static final class E198 implements Event {}

  public static final class E199 implements Event {}

  public static final class E200 implements Event {}

  public static final class E201 implements Event {}

  public static final class E202 implements Event {}

  public static final class E203 implements Event {}

  public static final class E204 implements Event {}

  public static final class E205 implements Event {}

  public static final class E206 implements Event {}

  public static final class E207 implements Event {}

  public static final class E208 implements Event {}

  public static final class E209 implements Event {}

  public static final class E210 implements Event {}

  public static final class E211 implements Event {}

  public static final class E212 implements Event {}

  public static final class E213 implements Event {}

  public static final class E214 implements Event {}

  public static final class E215 implements Event {}

  public static final class E216 implements Event {}

  public static final class E217 implements Event {}

  public static final class E218 implements Event {}

  public static final class E219 implements Event {}

  public static final class E220 implements Event {}

  public static final class E221 implements Event {}

  public static final class E222 implements Event {}

  public static final class E223 implements Event {}

  public static final class E224 implements Event {}

  public static final class E225 implements Event {}

  public static final class E226 implements Event {}

  public static final class E227 implements Event {}

  public static final class E228 implements Event {}

  public static final class E229 implements Event {}

  public static final class E230 implements Event {}

  public static final class E231 implements Event {}

  public static final class E232 implements Event {}

  public static final class E233 implements Event {}

  public static final class E234 implements Event {}

  public static final class E235 implements Event {}

  public static final class E236 implements Event {}

  public static final class E237 implements Event {}

  public static final class E238 implements Event {}

  public static final class E239 implements Event {}

  public static final class E240 implements Event {}

  public static final class E241 implements Event {}

  public static final class E242 implements Event {}

  public static final class E243 implements Event {}

  public static final class E244 implements Event {}

  public static final class E245 implements Event {}

  public static final class E246 implements Event {}

  public static final class E247 implements Event {}

  public static final class E248 implements Event {}

  public static final class E249 implements Event {}

  public static final class E250 implements Event {}

  public static final class E251 implements Event {}

  public static final class E252 implements Event {}

  public static final class E253 implements Event {}

  public static final class E254 implements Event {}

  public static final class E255 implements Event {}

  public static final class E256 implements Event {}

  public static final class E257 implements Event {}

  public static final class E258 implements Event {}

  public static final class E259 implements Event {}

  public static final class E260 implements Event {}

  public static final class E261 implements Event {}

  public static final class E262 implements Event {}

  public static final class E263 implements Event {}

  public static final class E264 implements Event {}

  public static final class E265 implements Event {}

  public static final class E266 implements Event {}

  public static final class E267 implements Event {}

  public static final class E268 implements Event {}

  public static final class E269 implements Event {}

  public static final class E270 implements Event {}

  public static final class E271 implements Event {}

  public static final class E272 implements Event {}

  public static final class E273 implements Event {}

  public static final class E274 implements Event {}

  public static final class E275 implements Event {}

  public static final class E276 implements Event {}

  public static final class E277 implements Event {}

  public static final class E278 implements Event {}

  public static final class E279 implements Event {}

  public static final class E280 implements Event {}

  public static final class E281 implements Event {}

  public static final class E282 implements Event {}

  public static final class E283 implements Event {}

  public static final class E284 implements Event {}

  public static final class E285 implements Event {}

  public static final class E286 implements Event {}

  public static final class E287 implements Event {}

  public static final class E288 implements Event {}

  public static final class E289 implements Event {}

  public static final class E290 implements Event {}

  public static final class E291 implements Event {}

  public static final class E292 implements Event {}

  public static final class E293 implements Event {}

  public static final class E294 implements Event {}

  public static final class E295 implements Event {}

  public static final class E296 implements Event {}

  public static final class E297 implements Event {}

  public static final class E298 implements Event {}

  public static final class E299 implements Event {}
}
