package dev.switchboard.samples.many;

import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** 40 classes of handler methods, {@code P0} to {@code P39}: {@code Pk} handles every {@code Ei} with {@code i % 40 == k}. */
public final class ManyHandlers {
  private ManyHandlers() {}

  public static final class P0 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E0 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E40 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E80 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E120 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E160 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E200 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E240 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E280 event) {
      handled.add(event);
    }
  }

  public static final class P1 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E1 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E41 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E81 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E121 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E161 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E201 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E241 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E281 event) {
      handled.add(event);
    }
  }

  public static final class P2 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E2 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E42 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E82 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E122 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E162 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E202 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E242 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E282 event) {
      handled.add(event);
    }
  }

  public static final class P3 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E3 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E43 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E83 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E123 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E163 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E203 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E243 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E283 event) {
      handled.add(event);
    }
  }

  public static final class P4 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E4 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E44 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E84 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E124 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E164 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E204 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E244 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E284 event) {
      handled.add(event);
    }
  }

  public static final class P5 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E5 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E45 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E85 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E125 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E165 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E205 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E245 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E285 event) {
      handled.add(event);
    }
  }

  public static final class P6 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E6 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E46 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E86 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E126 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E166 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E206 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E246 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E286 event) {
      handled.add(event);
    }
  }

  public static final class P7 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E7 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E47 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E87 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E127 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E167 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E207 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E247 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E287 event) {
      handled.add(event);
    }
  }

  public static final class P8 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E8 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E48 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E88 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E128 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E168 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E208 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E248 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E288 event) {
      handled.add(event);
    }
  }

  public static final class P9 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E9 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E49 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E89 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E129 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E169 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E209 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E249 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E289 event) {
      handled.add(event);
    }
  }

  public static final class P10 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E10 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E50 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E90 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E130 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E170 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E210 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E250 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E290 event) {
      handled.add(event);
    }
  }

  public static final class P11 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E11 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E51 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E91 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E131 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E171 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E211 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E251 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E291 event) {
      handled.add(event);
    }
  }

  public static final class P12 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E12 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E52 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E92 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E132 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E172 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E212 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E252 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E292 event) {
      handled.add(event);
    }
  }

  public static final class P13 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E13 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E53 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E93 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E133 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E173 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E213 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E253 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E293 event) {
      handled.add(event);
    }
  }

  public static final class P14 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E14 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E54 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E94 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E134 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E174 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E214 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E254 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E294 event) {
      handled.add(event);
    }
  }

  public static final class P15 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E15 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E55 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E95 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E135 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E175 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E215 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E255 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E295 event) {
      handled.add(event);
    }
  }

  public static final class P16 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E16 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E56 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E96 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E136 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E176 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E216 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E256 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E296 event) {
      handled.add(event);
    }
  }

  public static final class P17 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E17 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E57 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E97 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E137 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E177 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E217 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E257 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E297 event) {
      handled.add(event);
    }
  }

  public static final class P18 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E18 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E58 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E98 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E138 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E178 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E218 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E258 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E298 event) {
      handled.add(event);
    }
  }

  public static final class P19 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E19 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E59 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E99 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E139 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E179 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E219 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E259 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E299 event) {
      handled.add(event);
    }
  }

  public static final class P20 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E20 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E60 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E100 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E140 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E180 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E220 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E260 event) {
      handled.add(event);
    }
  }

  public static final class P21 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E21 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E61 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E101 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E141 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E181 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E221 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E261 event) {
      handled.add(event);
    }
  }

  public static final class P22 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E22 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E62 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E102 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E142 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E182 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E222 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E262 event) {
      handled.add(event);
    }
  }

  public static final class P23 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E23 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E63 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E103 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E143 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E183 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E223 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E263 event) {
      handled.add(event);
    }
  }

  public static final class P24 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E24 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E64 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E104 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E144 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E184 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E224 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E264 event) {
      handled.add(event);
    }
  }

  public static final class P25 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E25 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E65 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E105 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E145 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E185 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E225 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E265 event) {
      handled.add(event);
    }
  }

  public static final class P26 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E26 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E66 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E106 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E146 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E186 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E226 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E266 event) {
      handled.add(event);
    }
  }

  public static final class P27 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E27 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E67 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E107 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E147 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E187 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E227 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E267 event) {
      handled.add(event);
    }
  }

  public static final class P28 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E28 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E68 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E108 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E148 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E188 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E228 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E268 event) {
      handled.add(event);
    }
  }

  public static final class P29 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E29 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E69 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E109 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E149 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E189 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E229 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E269 event) {
      handled.add(event);
    }
  }

  public static final class P30 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E30 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E70 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E110 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E150 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E190 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E230 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E270 event) {
      handled.add(event);
    }
  }

  public static final class P31 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E31 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E71 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E111 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E151 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E191 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E231 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E271 event) {
      handled.add(event);
    }
  }

  public static final class P32 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E32 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E72 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E112 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E152 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E192 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E232 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E272 event) {
      handled.add(event);
    }
  }

  public static final class P33 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E33 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E73 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E113 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E153 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E193 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E233 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E273 event) {
      handled.add(event);
    }
  }

  public static final class P34 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E34 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E74 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E114 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E154 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E194 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E234 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E274 event) {
      handled.add(event);
    }
  }

  public static final class P35 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E35 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E75 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E115 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E155 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E195 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E235 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E275 event) {
      handled.add(event);
    }
  }

  public static final class P36 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E36 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E76 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E116 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E156 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E196 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E236 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E276 event) {
      handled.add(event);
    }
  }

  public static final class P37 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E37 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E77 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E117 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E157 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E197 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E237 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E277 event) {
      handled.add(event);
    }
  }

  public static final class P38 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E38 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E78 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E118 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E158 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E198 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E238 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E278 event) {
      handled.add(event);
    }
  }

  public static final class P39 {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Handles
    public void on(Many.E39 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E79 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E119 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E159 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E199 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E239 event) {
      handled.add(event);
    }

    @Handles
    public void on(Many.E279 event) {
      handled.add(event);
    }
  }
}
